// A TLS-terminating reverse proxy on loopback, as a load balancer in front of the app would be:
// HTTPS to the browser, plain HTTP to the app, the client's address appended to
// X-Forwarded-For and the scheme in X-Forwarded-Proto. It passes answers through untouched, so
// every header a test reads is the app's own.
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TestCertificate } from './self-signed-certificate';

export interface TlsProxy {
  /** https://127.0.0.1:<port>, known before the app starts (its PUBLIC_URL). */
  readonly origin: string;
  /** Where requests go from now on: the app's http origin. */
  forwardTo(upstream: string): void;
  close(): Promise<void>;
}

export async function startTlsProxy(certificate: TestCertificate): Promise<TlsProxy> {
  let upstream: URL | undefined;
  const server: Server = createServer({ key: certificate.key, cert: certificate.cert }, (incoming, outgoing) => {
    if (!upstream) {
      outgoing.writeHead(502).end();
      return;
    }
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const toApp = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    toApp.on('error', () => outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end());
    incoming.pipe(toApp);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    forwardTo: (origin) => {
      upstream = new URL(origin);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
