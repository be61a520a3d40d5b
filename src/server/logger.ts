// Structured logs that never carry personal data or tokens: request bodies are not logged,
// and headers or fields that can hold secrets are redacted wherever they appear.
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

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

/** How long a log line may wait in the buffer: an operator tailing the log sees it within this. */
const FLUSH_INTERVAL_MS = 1000;

/**
 * Standard output, written in blocks of 4 kB rather than with a system call per line: at a few
 * hundred requests a second the per-line writes cost the event loop more than some requests do
 * (issue 15). Flushed every second, and synchronously when the process exits, so nothing logged
 * before a shutdown or a crash is lost.
 */
export function bufferedStdout(): DestinationStream & { flushSync(): void } {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => destination.flush(), FLUSH_INTERVAL_MS).unref();
  process.once('exit', () => destination.flushSync());
  return destination;
}
