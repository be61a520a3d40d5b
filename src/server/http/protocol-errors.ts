// Failures Fastify answers before any route or error handler runs: a target the HTTP parser
// refuses (raw non-ASCII bytes), headers too large (431), a bad percent-encoding or an
// overlong path parameter (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH). Fastify's own answers
// have another shape and echo the path back; these answer the shared {"status":{…}} body and
// echo nothing the client sent.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiError } from '../errors/api-error';

const malformed = () => new ApiError('BAD_REQUEST', 'リクエストの形式が正しくありません。');

/** The HTTP status and body for a connection-level failure, by Node's error code. */
function clientFailure(code: string | undefined): { status: number; error: ApiError } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, error: new ApiError('BAD_REQUEST', 'リクエストのヘッダーが大きすぎます。') };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, error: new ApiError('BAD_REQUEST', 'リクエストの受信が時間内に終わりませんでした。') };
  }
  return { status: 400, error: malformed() };
}

/** Replaces Fastify's default clientError listener: same behaviour, the shared body. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer (as in Fastify's default handler).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, error: apiError } = clientFailure(error.code);
  const body = JSON.stringify(apiError.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(400).send(malformed().toBody());
    return;
  }
  request.log.error({ err: { type: error.name, errorCode: error.code } }, 'framework failure');
  void reply.code(500).send(new ApiError('INTERNAL_SERVER_ERROR', `システムエラーが発生しました（受付ID: ${request.id}）。`).toBody());
}

/** Spread into Fastify's options. */
export const protocolErrorOptions = {
  clientErrorHandler: answerClientError,
  frameworkErrors: answerFrameworkError,
} satisfies Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'>;
