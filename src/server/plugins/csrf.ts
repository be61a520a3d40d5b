// Every POST to the API must carry the session's token in X-CSRF-TOKEN (spec §7, brief §6).
// The check runs at onRequest, before the body is even parsed, so a forged request
// changes nothing — not even a row.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiBasePath } from '../../shared/config/brand';
import { ApiError } from '../api/api-error';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function csrfPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST' || !request.url.startsWith(`${apiBasePath}/`)) return;
    const header = request.headers['x-csrf-token'];
    const session = request.session;
    if (typeof header !== 'string' || !session || !sameToken(header, session.csrfToken)) {
      throw new ApiError('INVALID_CSRF_TOKEN', 'CSRFトークンが正しくありません。');
    }
  });
}

export default fp(csrfPlugin, { name: 'utsuru-csrf', dependencies: ['utsuru-session'] });
