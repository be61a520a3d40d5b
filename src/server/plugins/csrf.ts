// Every POST to the API must carry the session's token in X-CSRF-TOKEN (spec §7, brief §6), or in
// the body for the one route posted by sendBeacon (csrfInBody, issue 29).
// The token is an HMAC of the session id under a server key (a signed double-submit token,
// decision 014): bound to the session, unforgeable without the key, and checked from the cookie
// alone, so the check reads no row. It runs at onRequest, before the body is even parsed, so a
// forged request changes nothing — not even a row.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error';
import { isApiRequest } from '../http/api-request';

export interface CsrfPluginOptions {
  /** 32 bytes from CSRF_TOKEN_KEY (or the development key file). */
  key: Buffer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Called by another server, not by a browser (the recipients' status callback, decision 019):
     * it carries no session cookie, so a cross-site forgery has nothing to ride on, and it
     * authenticates itself by its signature. Neither the CSRF check nor the session applies.
     */
    serverToServer?: boolean;
    /**
     * Posted with navigator.sendBeacon, which cannot set headers (the funnel's events, issue 29):
     * the same token may come in the body's `csrf_token` instead, checked once the body is parsed
     * and before it is validated or handled.
     */
    csrfInBody?: boolean;
  }
  interface FastifyInstance {
    /** The token GET csrf_token hands out for a session. */
    csrfTokenFor(sessionId: string): string;
  }
}

/** A domain label keeps these MACs apart from anything else the key might ever sign. */
const LABEL = 'utsuru-csrf-v1:';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function csrfPlugin(app: FastifyInstance, { key }: CsrfPluginOptions): Promise<void> {
  if (key.length !== 32) throw new Error('the CSRF key must be 32 bytes');
  const tokenFor = (sessionId: string) => createHmac('sha256', key).update(LABEL + sessionId).digest('base64url');
  app.decorate('csrfTokenFor', tokenFor);

  const check = (token: unknown, sessionId: string | null) => {
    if (typeof token !== 'string' || !sessionId || !sameToken(token, tokenFor(sessionId))) {
      throw new ApiError('INVALID_CSRF_TOKEN', 'CSRFトークンが正しくありません。');
    }
  };
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST' || !isApiRequest(request) || request.routeOptions.config.serverToServer) return;
    const header = request.headers['x-csrf-token'];
    if (header === undefined && request.routeOptions.config.csrfInBody) return;
    check(header, request.sessionCookieId);
  });
  app.addHook('preValidation', async (request) => {
    // With the header, onRequest has already checked it (and refused a wrong one).
    if (request.method !== 'POST' || !request.routeOptions.config.csrfInBody || request.headers['x-csrf-token'] !== undefined) return;
    const body: unknown = request.body;
    check(typeof body === 'object' && body !== null ? (body as { csrf_token?: unknown }).csrf_token : undefined, request.sessionCookieId);
  });
}

export default fp(csrfPlugin, { name: 'utsuru-csrf', dependencies: ['utsuru-session'] });
