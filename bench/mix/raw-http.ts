// A lean keep-alive HTTP/1.1 client for the load generator. Node's http module costs the
// generator about as much CPU per request as a bare Fastify route costs the server, and the
// generator shares the machine's two cores with the server it measures: every microsecond it
// spends is taken from the server. This one writes prepared bytes and parses only the status
// line, the headers and the body's framing (Content-Length or chunked).
import net from 'node:net';

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

export interface RawResponse {
  status: number;
  /** Lower-case names; repeated headers are joined with ", " except set-cookie, kept in `cookies`. */
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

interface Waiter {
  resolve: (response: RawResponse) => void;
  reject: (error: Error) => void;
  head: boolean;
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** Parses one response at the start of `buf`; null while incomplete. */
function parseResponse(buf: Buffer, head: boolean): { response: RawResponse; used: number } | null {
  const end = buf.indexOf(CRLF2);
  if (end < 0) return null;
  const lines = buf.toString('latin1', 0, end).split('\r\n');
  const status = Number(lines[0]?.slice(9, 12));
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'set-cookie') cookies.push(value);
    else headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const start = end + 4;
  if (head || status === 204 || status === 304 || (status >= 100 && status < 200)) return { response: { status, headers, cookies, body: Buffer.alloc(0) }, used: start };
  if (headers['transfer-encoding']?.includes('chunked')) {
    const parts: Buffer[] = [];
    let at = start;
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at, 'latin1');
      if (lineEnd < 0) return null;
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
      if (buf.length < lineEnd + 2 + size + 2) return null;
      if (size === 0) return { response: { status, headers, cookies, body: Buffer.concat(parts) }, used: lineEnd + 4 };
      parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buf.length < start + length) return null;
  return { response: { status, headers, cookies, body: buf.subarray(start, start + length) }, used: start + length };
}

class Connection {
  readonly socket: net.Socket;
  #buf: Buffer = Buffer.alloc(0);
  #waiter: Waiter | null = null;
  closed = false;

  constructor(host: string, port: number, onIdle: (connection: Connection) => void, onClosed: (connection: Connection) => void) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.#buf = this.#buf.length === 0 ? chunk : Buffer.concat([this.#buf, chunk]);
      const waiter = this.#waiter;
      if (!waiter) return;
      const parsed = parseResponse(this.#buf, waiter.head);
      if (!parsed) return;
      this.#buf = this.#buf.subarray(parsed.used);
      this.#waiter = null;
      // The body may be a view of a buffer the next response reuses: copy what a caller keeps.
      parsed.response.body = Buffer.from(parsed.response.body);
      if (parsed.response.headers.connection === 'close') this.close();
      else onIdle(this);
      waiter.resolve(parsed.response);
    });
    const fail = (error: Error) => {
      if (!this.closed) onClosed(this);
      this.closed = true;
      const waiter = this.#waiter;
      this.#waiter = null;
      waiter?.reject(error);
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed')));
  }

  send(bytes: Buffer, head: boolean): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      this.#waiter = { resolve, reject, head };
      this.socket.write(bytes);
    });
  }

  close(): void {
    this.socket.destroy();
  }
}

/** Encodes a request once; the generator may send the same bytes many times. */
export function encodeRequest(host: string, request: RawRequest): Buffer {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  let text = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(request.headers)) text += `${name}: ${value}\r\n`;
  if (body) text += `content-length: ${body.length}\r\n`;
  text += '\r\n';
  return body ? Buffer.concat([Buffer.from(text, 'latin1'), body]) : Buffer.from(text, 'latin1');
}

/**
 * A pool of keep-alive connections to one server; it opens another whenever none is idle, up to
 * `maxConnections` (as a load balancer would hold them). Beyond that a request waits for the next
 * free connection, and its wait counts in its latency: an overloaded server is measured, not
 * answered with thousands of connections until the generator runs out of file descriptors.
 */
export class RawHttpPool {
  readonly host: string;
  readonly #hostname: string;
  readonly #port: number;
  readonly #maxConnections: number;
  #idle: Connection[] = [];
  #all = new Set<Connection>();
  #waiting: { resolve: (connection: Connection) => void; reject: (error: Error) => void }[] = [];

  constructor(baseUrl: string, maxConnections = 2_000) {
    const url = new URL(baseUrl);
    this.#hostname = url.hostname;
    this.#port = Number(url.port);
    this.host = url.host;
    this.#maxConnections = maxConnections;
  }

  get connections(): number {
    return this.#all.size;
  }

  #release(connection: Connection): void {
    const next = this.#waiting.shift();
    if (next) next.resolve(connection);
    else this.#idle.push(connection);
  }

  #take(): Connection | Promise<Connection> {
    for (;;) {
      const connection = this.#idle.pop();
      if (!connection) break;
      if (!connection.closed) return connection;
      this.#all.delete(connection);
    }
    if (this.#all.size >= this.#maxConnections) return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
    return this.#open();
  }

  #open(): Connection {
    const connection = new Connection(
      this.#hostname,
      this.#port,
      (idle) => this.#release(idle),
      (closed) => {
        this.#all.delete(closed);
        // A request waiting for a free connection gets a new one in place of the closed one.
        const next = this.#waiting.shift();
        if (next) next.resolve(this.#open());
      },
    );
    this.#all.add(connection);
    return connection;
  }

  async sendBytes(bytes: Buffer, head = false): Promise<RawResponse> {
    return (await this.#take()).send(bytes, head);
  }

  send(request: RawRequest): Promise<RawResponse> {
    return this.sendBytes(encodeRequest(this.host, request), request.method === 'HEAD');
  }

  close(): void {
    for (const connection of this.#all) connection.close();
    this.#all.clear();
    this.#idle = [];
    for (const waiting of this.#waiting) waiting.reject(new Error('the pool was closed'));
    this.#waiting = [];
  }
}
