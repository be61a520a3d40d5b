// Sends a fuzzed request over its own loopback connection, bytes as they are: fetch and node:http
// refuse header bytes and add a Content-Type of their own. The server may answer before it has
// read the whole body (413) and close: what it answered still counts.
import { connect } from 'node:net';
import type { WireRequest } from './wire-request';

export interface WireReply {
  status: number;
  contentType: string;
  body: string;
  setsCookie: boolean;
}

const CRLF = '\r\n';

function head(baseUrl: string, request: WireRequest): Buffer {
  const lines: Buffer[] = [Buffer.from(`${request.method} ${request.target} HTTP/1.1${CRLF}Host: ${new URL(baseUrl).host}${CRLF}Connection: close${CRLF}`)];
  for (const [name, value] of request.headers) lines.push(Buffer.concat([Buffer.from(`${name}: `), value, Buffer.from(CRLF)]));
  if (request.body) lines.push(Buffer.from(`content-length: ${request.body.length}${CRLF}`));
  lines.push(Buffer.from(CRLF));
  return Buffer.concat(lines);
}

function dechunked(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf(CRLF, at);
    if (lineEnd < 0) return Buffer.concat(parts);
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function parsed(raw: Buffer): WireReply {
  const end = raw.indexOf(`${CRLF}${CRLF}`);
  if (end < 0) throw new Error(`no HTTP answer (${raw.length} bytes): ${raw.toString('latin1').slice(0, 120)}`);
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split(CRLF);
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const rest = raw.subarray(end + 4);
  const body = headers.get('transfer-encoding')?.includes('chunked') ? dechunked(rest) : rest;
  return { status: Number(statusLine.split(' ')[1]), contentType: headers.get('content-type')?.[0] ?? '', body: body.toString('utf8'), setsCookie: headers.has('set-cookie') };
}

/** One exchange on a fresh connection; resolves with the answer once the server closes. */
export function sendWire(baseUrl: string, request: WireRequest, timeoutMs = 30_000): Promise<WireReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: Error | undefined;
    const socket = connect(Number(port), hostname, () => {
      socket.write(head(baseUrl, request));
      if (request.body) socket.write(request.body);
    });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset or a broken pipe after the answer arrived is the server refusing the rest of the body.
    socket.on('error', (error) => (failure = error));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      if (raw.indexOf(`${CRLF}${CRLF}`) >= 0) resolve(parsed(raw));
      else reject(failure ?? new Error('the server closed the connection without an answer'));
    });
  });
}
