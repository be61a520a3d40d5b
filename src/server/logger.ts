// Structured logs that never carry personal data or tokens: request bodies are not logged,
// and headers or fields that can hold secrets are redacted wherever they appear.
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/** How long a log line may wait in the buffer: an operator tailing the log sees it within this. */
const FLUSH_INTERVAL_MS = 1000;

let stdout: DestinationStream | undefined;

/** A file descriptor or path written in blocks, flushed every second and at exit (see logDestination). */
export function bufferedDestination(dest: number | string): DestinationStream {
  const destination = pino.destination({ dest, minLength: 4096, sync: false, mkdir: typeof dest === 'string' });
  setInterval(() => destination.flush(), FLUSH_INTERVAL_MS).unref();
  process.once('exit', () => destination.flushSync());
  return destination;
}

/**
 * Standard output, written in blocks of 4 kB. A write per line costs the event loop a system
 * call, or a hand-off to libuv's thread pool that wakes a thread (pino's default): at hundreds of
 * requests a second, more than some requests cost (issue 15). The block goes out every second at
 * the latest, and synchronously when the process exits (a crash included), so an operator
 * tailing the log waits at most a second and nothing logged before an exit is lost. One stream
 * per process.
 */
export function logDestination(): DestinationStream {
  stdout ??= bufferedDestination(1);
  return stdout;
}

/**
 * Path segments that are bearer values, logged by name instead (issue 26: no log holds a cookie):
 * the dev IdP's interaction id, which is also the value of its interaction and resume cookies,
 * and its signing request's id, whose page opens without a login.
 */
const bearerSegments = /^(\/dev-idp\/(?:interaction|auth|sign)\/)[^/]+/;

/** What a request line says of the URL: the path only (a query string can carry the OIDC code and state), bearer segments named. */
const loggedPath = (url: string): string => (url.split('?')[0] ?? '').replace(bearerSegments, '$1:id');

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.csrf_token',
        // The OIDC authorization code, wherever a field named `code` appears; so an error's code
        // (PostgreSQL's, Fastify's: never personal data) is logged as `errorCode` instead.
        '*.code',
        '*.state',
        '*.nonce',
        '*.id_token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // originalUrl: a mounted app (the dev IdP's oidc-provider) rewrites `url` without its mount path.
      req: (req: { method: string; url: string; originalUrl?: string; id: string }) => ({ id: req.id, method: req.method, path: loggedPath(req.originalUrl ?? req.url) }),
    },
  };
}
