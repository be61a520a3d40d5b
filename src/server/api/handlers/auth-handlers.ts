// Login, session status and logout (brief §4, §6). The OIDC exchange itself lives in
// ../auth/relying-party; these handlers bind it to the server-side session.
import type { FastifyInstance } from 'fastify';
import { flowOfPhase, flows, landingPathOf, loginErrorPathOf, providerIds, type Phase } from '#shared/flows';
import { offeredProviders, type ProviderConfig } from '../../auth/providers';
import type { RelyingParty } from '../../auth/relying-party';
import type { ResidentClaims } from '../../auth/resident-claims';
import { hashSubject } from '../../crypto/subject-hash';
import type { UserRepository } from '../../repositories/user-repository';
import type { StoredProfile } from '../../signing/signer';
import { loginRequired } from '../../auth/require-user';
import { userInfoOf } from '../../auth/user-info';
import { ApiError } from '../../errors/api-error';
import type { Handler } from '../typed-handlers';

/** The login-error page of the flow the login was for, for the provider it went to. */
const failedLoginPath = (phase: Phase, providerId: string): string =>
  loginErrorPathOf(flowOfPhase(phase), providerIds.find((id) => id === providerId) ?? '');

export interface AuthHandlerDeps {
  app: FastifyInstance;
  relyingParty: RelyingParty;
  providers: readonly ProviderConfig[];
  users: UserRepository;
  identityHashKey: Buffer;
  publicUrl: string;
}

export function createAuthHandlers({ app, relyingParty, providers, users, identityHashKey, publicUrl }: AuthHandlerDeps) {
  const getCsrfToken: Handler<'getCsrfToken'> = async (request, reply) => {
    const session = await app.sessions.ensure(request, reply);
    return { csrf_token: app.csrfTokenFor(session.id) };
  };

  const getLoginAuthzUrl: Handler<'getLoginAuthzUrl'> = async (request, reply) => {
    const { phase } = request.query;
    const providerId = request.query.provider ?? '';
    if (!offeredProviders(phase, providers).some((id) => id === providerId)) {
      throw new ApiError('BAD_REQUEST', 'このログインサービスはこの手続きでは利用できません。');
    }
    const session = await app.sessions.ensure(request, reply);
    const { url, pending } = await relyingParty.startLogin(providerId, phase);
    await app.sessions.saveData(request, { ...session.data, pendingLogin: pending });
    // The primary provider is a deep link in this tab; the second login service opens a new tab (spec §2).
    return { url, new_tab: providerId !== '' };
  };

  const loginCallback: Handler<'loginCallback'> = async (request, reply) => {
    const session = request.session;
    const pending = session?.data.pendingLogin;
    if (!session || !pending) return reply.redirect(loginErrorPathOf(flows.normal, ''), 302);
    // A pending login is single use: whatever happens next, it cannot be replayed.
    const { pendingLogin: _used, ...rest } = session.data;
    await app.sessions.saveData(request, rest);
    try {
      const identity = await relyingParty.finishLogin(new URL(request.url, publicUrl), pending);
      const subjectHash = hashSubject(identityHashKey, identity.issuer, identity.subject);
      // The raw subject is kept only inside the encrypted profile: signing requests name the resident by it.
      const profile: StoredProfile = { ...identity.claims, subject: identity.subject };
      const user = await users.upsertVerifiedUser({ providerId: identity.providerId, subjectHash, profile });
      await app.sessions.rotate(request, reply, user.id, { providerId: identity.providerId });
      return reply.redirect(landingPathOf(flowOfPhase(pending.phase)), 302);
    } catch (error) {
      const reason = (error as { reason?: string }).reason ?? 'unexpected';
      request.log.warn({ reason, provider: pending.providerId }, 'login failed');
      return reply.redirect(failedLoginPath(pending.phase, pending.providerId), 302);
    }
  };

  const getAuthStatus: Handler<'getAuthStatus'> = async (request) => {
    const session = request.session;
    if (!session?.userId) return { authenticated: false, provider: null, expires_at: null };
    return {
      authenticated: true,
      provider: session.data.providerId ?? '',
      expires_at: app.sessions.expiresAt(session).toISOString(),
    };
  };

  const getUserInfo: Handler<'getUserInfo'> = async (request) => {
    const userId = request.session?.userId;
    const profile = userId ? await users.findProfile<ResidentClaims>(userId) : null;
    if (!profile) throw loginRequired();
    return userInfoOf(profile);
  };

  const logout: Handler<'logout'> = async (request, reply) => {
    await app.sessions.end(request, reply);
    return { logged_out: true };
  };

  return { getCsrfToken, getLoginAuthzUrl, loginCallback, getAuthStatus, getUserInfo, logout };
}
