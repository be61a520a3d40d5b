// Structured logs that never carry personal data or tokens: request bodies are not logged,
// and headers or fields that can hold secrets are redacted wherever they appear.
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

let stdout: DestinationStream | undefined;

/**
 * Standard output, written synchronously. pino's default writes each line from libuv's thread
 * pool, which wakes a thread per line: under load that hand-off cost more CPU than building the
 * line (issue 15, point 4). A synchronous write is one system call on the event loop, keeps the
 * lines in order and loses none when the process dies; when the reader of standard output falls
 * behind, the server waits for it instead of buffering without bound. One stream per process.
 */
export function logDestination(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: true });
  return stdout;
}

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
      // Query strings can carry the OIDC code and state: log the path only.
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
    },
  };
}
