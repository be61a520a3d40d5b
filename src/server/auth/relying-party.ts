// The OpenID Connect relying party (brief §4, RFC 9700): authorization code flow with PKCE
// (S256), state and nonce, one exact redirect URI, openid-client v6. It keeps no per-user state:
// the caller stores the PendingLogin in the server-side session and hands it back on callback.
// Nothing here logs, and no error carries a token, code or claim value.
import { timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import type { Phase } from '#shared/flows';
import type { ProviderConfig } from './providers';
import { ClaimsMissingError, toResidentClaims, type ResidentClaims } from './resident-claims';
import type { PendingLogin } from '../repositories/session-record';

export type { ResidentClaims } from './resident-claims';

export type { PendingLogin };

export interface VerifiedIdentity {
  providerId: string;
  issuer: string;
  subject: string;
  claims: ResidentClaims;
}

export type LoginErrorReason =
  | 'state_mismatch'
  | 'nonce_mismatch'
  | 'provider_error'
  | 'expired'
  | 'invalid_grant'
  | 'claims_missing';

export class LoginError extends Error {
  readonly reason: LoginErrorReason;
  /** The OAuth `error` the provider answered with (e.g. access_denied when the resident cancels). */
  readonly providerError: string | undefined;

  constructor(reason: LoginErrorReason, message: string = reason, providerError?: string) {
    super(message);
    this.name = 'LoginError';
    this.reason = reason;
    this.providerError = providerError;
  }
}

export interface RelyingPartyOptions {
  providers: readonly ProviderConfig[];
  /** The one callback URL registered with every provider, compared exactly by them. */
  redirectUri: string;
  /** Allows http issuers; development only (brief §9). */
  allowInsecure: boolean;
  /** Defaults to the system clock. */
  now?: () => Date;
}

export interface RelyingParty {
  startLogin(providerId: string, phase: Phase): Promise<{ url: string; pending: PendingLogin }>;
  finishLogin(callbackUrl: URL, pending: PendingLogin): Promise<VerifiedIdentity>;
}

export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;
export const LOGIN_SCOPE = 'openid profile email address';
const DISCOVERY_TIMEOUT_SECONDS = 10;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Finds `claim` anywhere in an openid-client error's cause chain (it nests oauth4webapi's). */
function comparedClaim(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const claim = (current as { claim?: unknown }).claim;
    if (typeof claim === 'string') return claim;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Translates openid-client's failures into the reasons the login-error pages need. */
function toLoginError(error: unknown): LoginError {
  if (error instanceof LoginError) return error;
  if (error instanceof ClaimsMissingError) return new LoginError('claims_missing', error.message);
  if (error instanceof client.AuthorizationResponseError) {
    return new LoginError('provider_error', `the provider answered ${error.error}`, error.error);
  }
  if (error instanceof client.ResponseBodyError) {
    return error.error === 'invalid_grant'
      ? new LoginError('invalid_grant', 'the authorization code was refused', error.error)
      : new LoginError('provider_error', `the token endpoint answered ${error.error}`, error.error);
  }
  if (comparedClaim(error) === 'nonce') return new LoginError('nonce_mismatch', 'the ID token nonce does not match');
  const code = (error as { code?: unknown } | null)?.code;
  return new LoginError('provider_error', typeof code === 'string' ? `login failed (${code})` : 'login failed');
}

export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  const now = options.now ?? (() => new Date());
  const configurations = new Map<string, Promise<client.Configuration>>();

  function providerFor(providerId: string): ProviderConfig {
    const provider = options.providers.find((candidate) => candidate.id === providerId);
    if (!provider) throw new LoginError('provider_error', `login provider "${providerId}" is not configured`);
    return provider;
  }

  /**
   * Discovery runs on first use and is cached per provider: the embedded /dev-idp is not
   * reachable until the server listens. A failed discovery is forgotten, so the next login retries.
   */
  function configurationFor(provider: ProviderConfig): Promise<client.Configuration> {
    const cached = configurations.get(provider.id);
    if (cached) return cached;
    const issuer = new URL(provider.issuer);
    const insecure = issuer.protocol === 'http:';
    if (insecure && !options.allowInsecure) {
      return Promise.reject(new LoginError('provider_error', `login provider "${provider.id}" must use https`));
    }
    const pending = client
      .discovery(issuer, provider.clientId, undefined, client.ClientSecretBasic(provider.clientSecret), {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        configurations.delete(provider.id);
        const code = (error as { code?: unknown } | null)?.code;
        throw new LoginError('provider_error', `discovery failed for login provider "${provider.id}"${typeof code === 'string' ? ` (${code})` : ''}`);
      });
    configurations.set(provider.id, pending);
    return pending;
  }

  return {
    async startLogin(providerId, phase) {
      const provider = providerFor(providerId);
      if (!provider.phases.includes(phase)) {
        throw new LoginError('provider_error', `login provider "${providerId}" is not offered in phase ${phase}`);
      }
      const configuration = await configurationFor(provider);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: options.redirectUri,
        response_type: 'code',
        scope: LOGIN_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return {
        url: url.href,
        pending: { providerId, phase, state, nonce, codeVerifier, createdAt: now().toISOString() },
      };
    },

    async finishLogin(callbackUrl, pending) {
      const startedAt = Date.parse(pending.createdAt);
      const age = now().getTime() - startedAt;
      if (!Number.isFinite(startedAt) || age > PENDING_LOGIN_TTL_MS || age < -60_000) {
        throw new LoginError('expired', 'the pending login has expired');
      }
      const provider = providerFor(pending.providerId);
      const state = callbackUrl.searchParams.get('state');
      if (state === null || !sameSecret(state, pending.state)) {
        throw new LoginError('state_mismatch', 'the callback state does not match the pending login');
      }
      // openid-client derives the token request's redirect_uri from the URL it is given; build
      // it from the registered URI so a proxy-rewritten host or path cannot break the exact match.
      const currentUrl = new URL(options.redirectUri);
      for (const [key, value] of callbackUrl.searchParams) currentUrl.searchParams.append(key, value);

      const configuration = await configurationFor(provider);
      try {
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new LoginError('claims_missing', 'the provider returned no ID token');
        return {
          providerId: provider.id,
          issuer: idToken.iss,
          subject: idToken.sub,
          claims: toResidentClaims(idToken),
        };
      } catch (error) {
        throw toLoginError(error);
      }
    },
  };
}
