// Unknown API paths answer JSON; any other unknown GET gets the SPA with status 404, and the
// SPA shows 「This page could not be found」 (spec §2).
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error';
import { sendIndex } from '../plugins/spa';
import { isApiRequest } from './api-request';

export function installNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    if (!isApiRequest(request) && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(app.spaIndex, request, reply, 404);
    return reply.code(404).send(new ApiError('NOT_FOUND', '指定されたリソースは存在しません。').toBody());
  });
}
