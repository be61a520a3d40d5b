// One HTTP/1.1 exchange over a plain socket, for the tests that need a request fetch would not
// send as written: absolute-form targets, raw non-ASCII or badly escaped paths, huge headers.
import { connect } from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (request line and headers, without the blank line) and `body`, then reads until the server closes. */
export async function rawRequest(baseUrl: string, head: string, body: Buffer | string = ''): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  const payload = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      socket.write(Buffer.concat([Buffer.from(`${head}\r\nConnection: close\r\n\r\n`, 'latin1'), payload]));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
  return parseReply(raw);
}

function parseReply(raw: Buffer): RawReply {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no HTTP answer: ${raw.toString('latin1').slice(0, 200)}`);
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
