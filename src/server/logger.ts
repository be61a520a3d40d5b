// Structured logs that never carry personal data or tokens: request bodies are not logged,
// and headers or fields that can hold secrets are redacted wherever they appear.
import type { LoggerOptions } from 'pino';

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
