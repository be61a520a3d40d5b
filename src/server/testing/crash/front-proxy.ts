// The crash trials' front (issue 26 §2): one stable origin, PUBLIC_URL, in front of app processes
// that are killed and started again on new ports, as a load balancer stands in front of them in
// production. Requests go to the app process of the moment, except the development inbox's webhook
// paths, which go to the stand-in receiver. The answer to a chosen request can be held here, so
// that a test kills the process once it has answered and before its caller heard it: the
// answer is then dropped, as when the connection is cut mid-answer.
import { createServer, request as forwardTo, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export const webhookPath = /^\/dev-inbox\/recipients\/[a-z0-9._-]+\/webhook$/;

/** An answer held back from its caller. */
export interface HeldAnswer {
  /** Settles once the answer has come back whole (not passed on), with the request's headers. */
  readonly arrived: Promise<HeldReply>;
  /** Cuts the caller's connection: it never hears the answer. */
  drop(): void;
}

export interface FrontProxy {
  readonly origin: string;
  /** Where requests other than webhooks go: the app process running now. */
  app: string | null;
  /** Holds the answer to the next request that matches, read when its answer comes. */
  hold(match: (request: ForwardedRequest) => boolean): HeldAnswer;
  /** Watches for a request that matches to be passed on whole to the app process (which may then read it). */
  watch(match: (request: ForwardedRequest) => boolean): Watch;
  close(): Promise<void>;
}

/** A request as a hold's match sees it: its path without the query, and its whole body. */
interface ForwardedRequest {
  method: string;
  path: string;
  body: string;
}

export interface Watch {
  readonly forwarded: boolean;
  stop(): void;
}

/** What was held: the request's headers, and the answer its caller never heard. */
export interface HeldReply {
  requestHeaders: IncomingHttpHeaders;
  status: number;
  body: string;
}

interface Hold {
  match: (request: ForwardedRequest) => boolean;
  taken: boolean;
  socket?: Socket;
  resolve: (reply: HeldReply) => void;
}

/** An answer's body as text, whatever encoding the caller accepted. */
function decoded(body: Buffer, encoding: string | undefined): string {
  const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : encoding === 'deflate' ? inflateSync(body) : body;
  return plain.toString('utf8');
}

/** Hop-by-hop headers stay on their own connection. */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

export async function startFrontProxy(receiverOrigin: string): Promise<FrontProxy> {
  const holds: Hold[] = [];
  const watches = new Set<{ match: (request: ForwardedRequest) => boolean; seen: () => void }>();
  let app: string | null = null;

  function forward(request: IncomingMessage, response: ServerResponse) {
    const path = request.url ?? '/';
    const method = request.method ?? 'GET';
    const bare = path.split('?')[0] ?? path;
    const target = webhookPath.test(bare) ? receiverOrigin : app;
    if (!target) return request.socket.destroy();
    const { hostname, port } = new URL(target);
    const sent: Buffer[] = [];
    request.on('data', (chunk: Buffer) => sent.push(chunk));
    const upstream = forwardTo({ host: hostname, port, method, path, headers: endToEnd(request.headers), agent: false });
    const forwarded = () => ({ method, path: bare, body: Buffer.concat(sent).toString('utf8') });
    upstream.once('finish', () => {
      if (watches.size === 0) return;
      const whole = forwarded();
      for (const watch of watches) if (watch.match(whole)) watch.seen();
    });
    // The caller went away (an app process killed mid-send): the request goes no further either.
    response.once('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.on('error', () => upstream.destroy());
    response.on('error', () => upstream.destroy());
    // The process behind is gone (killed, not yet up): the caller's connection is cut, as a dead server's would be.
    upstream.on('error', () => request.socket.destroy());
    upstream.once('response', (answer) => {
      answer.on('error', () => request.socket.destroy());
      answer.once('close', () => {
        if (!answer.complete) request.socket.destroy();
      });
      const whole = holds.length > 0 ? forwarded() : null;
      const hold = whole && holds.find((candidate) => !candidate.taken && candidate.match(whole));
      if (!hold) {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
        return;
      }
      hold.taken = true;
      hold.socket = request.socket;
      holds.splice(holds.indexOf(hold), 1);
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.once('end', () =>
        hold.resolve({ requestHeaders: request.headers, status: answer.statusCode ?? 0, body: decoded(Buffer.concat(chunks), answer.headers['content-encoding']) }),
      );
    });
    request.pipe(upstream);
  }

  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    get app() {
      return app;
    },
    set app(next: string | null) {
      app = next;
    },
    hold(match) {
      let resolve!: Hold['resolve'];
      const arrived = new Promise<HeldReply>((settle) => (resolve = settle));
      const hold: Hold = { match, taken: false, resolve };
      holds.push(hold);
      return {
        arrived,
        drop() {
          if (!hold.taken) holds.splice(holds.indexOf(hold), 1);
          hold.socket?.destroy();
        },
      };
    },
    watch(match) {
      let seen = false;
      const watch = { match, seen: () => (seen = true) };
      watches.add(watch);
      return {
        get forwarded() {
          return seen;
        },
        stop: () => watches.delete(watch),
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
