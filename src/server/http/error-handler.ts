// One place turns every failure into {"status":{"code","message"}} (brief §6). Unexpected
// failures are logged with the request id and answered without any internal detail.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, tooManyRequests } from '../errors/api-error';
import { isDatabaseUnavailable } from '../errors/database-unavailable';
import { databaseUnavailableAnswer } from '../maintenance/unavailable-answers';
import { loggableError } from './loggable-error';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // fastify-openapi-glue wraps security-handler failures; answer with the ApiError inside.
    const apiError = error instanceof ApiError ? error : wrappedApiError(error);
    if (apiError) {
      if (apiError.retryAfterSeconds !== undefined) reply.header('Retry-After', String(apiError.retryAfterSeconds));
      return reply.code(apiError.statusCode).send(apiError.toBody());
    }
    if ('validation' in error && error.validation) {
      // Name the offending place, never the submitted value (it may be personal data).
      const where = error.validation.map((v) => `${error.validationContext ?? ''}${v.instancePath} ${v.message ?? ''}`.trim());
      return reply.code(400).send(new ApiError('BAD_REQUEST', `リクエストの内容が正しくありません: ${where.join('; ')}`).toBody());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.code(429).send(tooManyRequests().toBody());
    // The code stays BAD_REQUEST (the client maps codes, decision 002); the status says why, as 431 does.
    if (status === 413) return reply.code(413).send(new ApiError('BAD_REQUEST', 'リクエストの本文が大きすぎます。').toBody());
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type: the client's fault, not ours.
      return reply.code(400).send(new ApiError('BAD_REQUEST', 'リクエストの形式が正しくありません。').toBody());
    }
    if (isDatabaseUnavailable(error)) {
      // Not our fault and not the resident's: "try again shortly" (TEMPORARILY, issue 30).
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      const answer = databaseUnavailableAnswer();
      return reply.code(answer.statusCode).header('Retry-After', String(answer.retryAfterSeconds)).send(answer.toBody());
    }
    request.log.error({ err: loggableError(error, { stack: true }) }, 'unexpected failure');
    return reply.code(500).send(new ApiError('INTERNAL_SERVER_ERROR', `システムエラーが発生しました（受付ID: ${request.id}）。`).toBody());
  });
}

function wrappedApiError(error: unknown): ApiError | undefined {
  const inner = (error as { errors?: unknown[] }).errors;
  return Array.isArray(inner) ? inner.find((e): e is ApiError => e instanceof ApiError) : undefined;
}
