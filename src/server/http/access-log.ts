// One access-log line per request, written when the answer is sent: request id, method, path
// (never the query string, which can carry the OIDC code), status and time. Fastify's default
// writes two lines a request (one on arrival): one line says the same at half the cost, which
// matters at hundreds of requests a second (issue 15). A failed request is logged as an error.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { logDestination, loggerOptions } from '../logger';

export class AccessLogController extends LogController {
  override incomingRequest(): void {
    // Said by the completed line.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * The logger the built files' routes take their per-request child from: the app's level,
 * destination and serializers (ours for `req`, Fastify's for `res` and `err`), without the
 * redaction. What these routes log is the request id, method, path, status and time, which no
 * redacted path can name (the serializers keep nothing else), and the redaction's wildcard
 * paths made a line and its child logger cost three times as much (10 µs against 3.5 µs).
 */
export function builtFileLogger(level: string, destination: DestinationStream = logDestination()): Logger {
  const { redact: _everyLineHereIsSafe, ...options } = loggerOptions(level);
  const serializers = { ...options.serializers, res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }), err: pino.stdSerializers.err };
  return pino({ ...options, serializers }, destination);
}
