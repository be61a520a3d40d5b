// Loads the server-side session for every API request and offers the few operations handlers
// need: ensure one exists, rotate it at login, end it at logout. Reference-data routes (the
// address catalogue) answer the same to everyone, so they never cost a session read (decision 014).
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { isApiRequest } from '../http/api-request';
import { sessionIdOf, type SessionRepository } from '../repositories/session-repository';
import type { SessionData, SessionRecord } from '../repositories/session-record';

export const IDLE_TIMEOUT_MS = 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would double the writes; a minute of slack is harmless. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionPluginOptions {
  repository: SessionRepository;
  clock: Clock;
  secureCookie: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the session the cookie names, read from the cookie alone: the row may not exist. */
    sessionCookieId: string | null;
    /** The live session row; always null on reference-data routes, which do not read it. */
    session: SessionRecord | null;
  }
  interface FastifyContextConfig {
    /** The route serves public reference data the same to everyone: no session is read. */
    referenceData?: boolean;
  }
  interface FastifyInstance {
    sessions: {
      ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord>;
      rotate(request: FastifyRequest, reply: FastifyReply, userId: string, data: SessionData): Promise<SessionRecord>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      saveData(request: FastifyRequest, data: SessionData): Promise<void>;
      expiresAt(session: SessionRecord): Date;
    };
  }
}

export function sessionCookieName(secure: boolean): string {
  // __Host- binds the cookie to this exact origin over HTTPS (no Domain, Path=/).
  return secure ? '__Host-utsuru_sid' : 'utsuru_sid';
}

export function isExpired(session: SessionRecord, now: Date): boolean {
  const t = now.getTime();
  return t - session.lastSeenAt.getTime() > IDLE_TIMEOUT_MS || t - session.createdAt.getTime() > ABSOLUTE_LIFETIME_MS;
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const { repository, clock, secureCookie } = options;
  const cookieName = sessionCookieName(secureCookie);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;

  const setCookie = (reply: FastifyReply, token: string) => reply.setCookie(cookieName, token, cookieOptions);

  app.decorateRequest('sessionCookieId', null);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    // Only the API reads the session: pages, assets and the dev IdP never cost a query.
    if (!isApiRequest(request) || request.routeOptions.config.serverToServer) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    request.sessionCookieId = sessionIdOf(token);
    if (request.routeOptions.config.referenceData) return;
    const session = await repository.findById(request.sessionCookieId);
    if (!session) return;
    const now = clock.now();
    if (isExpired(session, now)) {
      await repository.delete(session.id);
      return;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await repository.touch(session.id, now);
      session.lastSeenAt = now;
    }
    request.session = session;
  });

  app.decorate('sessions', {
    async ensure(request, reply) {
      if (request.session) return request.session;
      const { token, record } = await repository.create({ userId: null, data: {}, now: clock.now() });
      setCookie(reply, token);
      request.sessionCookieId = record.id;
      request.session = record;
      return record;
    },
    async rotate(request, reply, userId, data) {
      // A new id at login defeats session fixation; the old row goes away with its state.
      if (request.session) await repository.delete(request.session.id);
      const { token, record } = await repository.create({ userId, data, now: clock.now() });
      setCookie(reply, token);
      request.sessionCookieId = record.id;
      request.session = record;
      return record;
    },
    async end(request, reply) {
      if (request.session) await repository.delete(request.session.id);
      request.sessionCookieId = null;
      request.session = null;
      reply.clearCookie(cookieName, cookieOptions);
    },
    async saveData(request, data) {
      if (!request.session) throw new Error('no session to save into');
      await repository.updateData(request.session.id, data);
      request.session.data = data;
    },
    expiresAt(session) {
      return new Date(
        Math.min(session.lastSeenAt.getTime() + IDLE_TIMEOUT_MS, session.createdAt.getTime() + ABSOLUTE_LIFETIME_MS),
      );
    },
  });
}

export default fp(sessionPlugin, { name: 'utsuru-session', dependencies: ['@fastify/cookie'] });
