// A recording reverse proxy on loopback in front of an app process, at the app's PUBLIC_URL, for
// the leak suite (issue 26, point 5). Every request to that origin passes it: the browser's, the
// dev IdP's pages, the app's own calls to its OpenID provider (discovery, token: the ID token is
// seen here), and the delivery job's messages to the development inbox's paths, which go to
// `webhooks` when one is given (a recipient stand-in outside the app), else to the app. Each
// exchange is kept whole, so the suite knows every cookie, token and code of the run, and every
// response body.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface Exchange {
  method: string;
  /** Path and query string, as requested. */
  url: string;
  requestHeaders: IncomingHttpHeaders;
  requestBody: string;
  status: number;
  responseHeaders: IncomingHttpHeaders;
  /** The body as the client read it, decompressed. */
  responseBody: string;
}

export interface FrontProxy {
  readonly origin: string;
  /** Where everything goes but the webhooks (set once the app is up: its port is chosen at start). */
  setApp(origin: string): void;
  readonly exchanges: readonly Exchange[];
  close(): Promise<void>;
}

const webhookPath = /^\/dev-inbox\/recipients\/[a-z0-9._-]+\/webhook$/;

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** Hop-by-hop headers stay on their own connection; the body is passed on whole, with its length. */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { connection: _connection, 'keep-alive': _keepAlive, 'transfer-encoding': _encoding, 'content-length': _length, ...rest } = headers;
  return rest;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFrontProxy({ webhooks }: { webhooks?: string } = {}): Promise<FrontProxy> {
  let app: string | undefined;
  const exchanges: Exchange[] = [];
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const requestBody = await readAll(incoming);
      const path = incoming.url ?? '/';
      const target = webhooks && incoming.method === 'POST' && webhookPath.test(path.split('?')[0] ?? '') ? webhooks : app;
      if (!target) {
        outgoing.writeHead(503).end();
        return;
      }
      const { hostname, port } = new URL(target);
      const headers = { ...endToEnd(incoming.headers), 'content-length': String(requestBody.length) };
      const upstream = httpRequest({ hostname, port, method: incoming.method, path, headers, agent: false }, (answer) => {
        void readAll(answer).then((body) => {
          exchanges.push({
            method: incoming.method ?? 'GET',
            url: path,
            requestHeaders: incoming.headers,
            requestBody: requestBody.toString('utf8'),
            status: answer.statusCode ?? 0,
            responseHeaders: answer.headers,
            responseBody: decoded(body, answer.headers['content-encoding']),
          });
          outgoing.writeHead(answer.statusCode ?? 502, { ...endToEnd(answer.headers), 'content-length': String(body.length) }).end(body);
        });
      });
      upstream.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502).end();
      });
      upstream.end(requestBody);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    setApp: (next) => {
      app = next;
    },
    exchanges,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
