// A round-robin HTTP proxy in this process, for tests that put several app processes behind one
// origin without installing a balancer (the soak suite uses Debian's HAProxy). Each request goes
// to the next app in turn, with X-Forwarded-For as a balancer sets it; the proxy notes which app
// answered each request (method, path without the query, status), so a test can prove the split.
import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  /** The app's index in `apps`. */
  app: number;
  method: string;
  path: string;
  status: number;
}

export interface RoundRobinProxy {
  readonly origin: string;
  requests(): readonly ProxiedRequest[];
  close(): Promise<void>;
}

/** Listens on `port` of 127.0.0.1 (0: any) and spreads requests over `apps` (origins), one each in turn. */
export async function startRoundRobinProxy(apps: readonly string[], port = 0): Promise<RoundRobinProxy> {
  const log: ProxiedRequest[] = [];
  let next = 0;
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const app = next;
    next = (next + 1) % apps.length;
    const target = new URL(incoming.url ?? '/', apps[app]);
    const upstream = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1' } },
      (answer) => {
        log.push({ app, method: incoming.method ?? 'GET', path: target.pathname, status: answer.statusCode ?? 0 });
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      log.push({ app, method: incoming.method ?? 'GET', path: target.pathname, status: 502 });
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  };
  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    requests: () => log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
