// Sessions and login from outside, in production mode (issue 26, point 6): the app behind a
// TLS-terminating proxy, residents signing in at an external OpenID Connect provider over HTTPS.
// The session cookie's flags, its rotation at login, what an old cookie is worth after logout,
// and each way a login can be forged, which must land on the login-error page with nobody
// signed in. The provider is a small one of the test's (testing/test-oidc-provider.ts) that
// keeps a provider's rules and misbehaves in the ID token when told to.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { authorizeAtProvider as authorize, useProductionBehindTls } from '../../testing/production-behind-tls';
import { snapshotTables } from '../../testing/table-snapshot';
import type { IdTokenFault } from '../../testing/test-oidc-provider';
import { TestBrowser, type Hop } from '../../testing/test-browser';

const COOKIE = '__Host-utsuru_sid';
const LOGIN_ERROR = '/error/loginerror';
type Status = { authenticated: boolean };
type ErrorBody = { status: { code: string; message: string } };

/** A Set-Cookie header as its value and its attributes, sorted and lower-cased (`name=value` or `name`; an Expires date as sent). */
function parseSetCookie(header: string): { name: string; value: string; attributes: string[] } {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const attributes = rest.map((attribute) => {
    const [key = '', ...parts] = attribute.split('=');
    const name = key.toLowerCase();
    const value = parts.join('=');
    if (parts.length === 0) return name;
    return `${name}=${name === 'expires' ? value : value.toLowerCase()}`;
  });
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes: attributes.sort() };
}

/** The session cookie one answer set; fails when it set none, or set another cookie besides. */
function sessionCookieSet(hop: Hop) {
  const cookies = hop.response.headers.getSetCookie().map(parseSetCookie);
  expect(cookies.map((cookie) => cookie.name)).toEqual([COOKIE]);
  return cookies[0]!;
}

describe('sessions and login in production, behind TLS', () => {
  const production = useProductionBehindTls();
  const browser = () => new TestBrowser(production().origin);
  // Every test logs in more than once; the login limit (30 a minute per address) is another suite's subject.
  beforeEach(async () => {
    await production().server.database.query('delete from rate_limits');
  });

  const signedInSessions = async () =>
    Number((await production().server.database.query('select count(*)::int as n from sessions where user_id is not null')).rows[0]?.n);

  async function expectRefused(resident: TestBrowser, callback: URL | string) {
    const before = await signedInSessions();
    const { response } = await resident.request(callback);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(LOGIN_ERROR);
    expect((await resident.getApi<Status>('auth_status')).body.authenticated).toBe(false);
    expect(await signedInSessions()).toBe(before);
  }

  describe('the session cookie', () => {
    it('is set over HTTPS as __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, no lifetime of its own', async () => {
      const first = await browser().request(`${apiBasePath}/csrf_token`);
      expect(first.url.protocol).toBe('https:');
      const cookie = sessionCookieSet(first);
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // __Host- needs Secure and Path=/ and forbids Domain; no Max-Age or Expires: it ends with the browser.
      expect(cookie.attributes).toEqual(['httponly', 'path=/', 'samesite=lax', 'secure']);
    });

    it('rotates at login: the pre-login cookie and its CSRF token are worth nothing afterwards', async () => {
      const resident = browser();
      const preLoginCsrf = await resident.csrfToken();
      const preLogin = resident.cookie(COOKIE)!;
      const { callback } = await authorize(resident);
      const landed = await resident.request(callback);
      expect(landed.response.headers.get('location')).toBe('/mypage');
      const rotated = sessionCookieSet(landed);
      expect(rotated.attributes).toEqual(['httponly', 'path=/', 'samesite=lax', 'secure']);
      expect(rotated.value).not.toBe(preLogin);
      expect((await resident.getApi<Status>('auth_status')).body.authenticated).toBe(true);

      // Someone who had planted or read the pre-login cookie (session fixation) holds nothing.
      const fixer = browser();
      fixer.setCookie(COOKIE, preLogin);
      expect((await fixer.getApi<Status>('auth_status')).body.authenticated).toBe(false);
      expect((await fixer.getApi<ErrorBody>('user_info')).status).toBe(401);
      // The old token does not pass with the new cookie either: tokens are bound to the session.
      const stale = await resident.postApi<ErrorBody>('user_session_form_create', {}, preLoginCsrf);
      expect([stale.status, stale.body.status.code]).toEqual([403, 'INVALID_CSRF_TOKEN']);
    });

    it('is useless after logout: the old cookie is signed out, and a CSRF-protected POST with it is refused and changes nothing', async () => {
      const resident = browser();
      await resident.request((await authorize(resident)).callback);
      const csrf = await resident.csrfToken();
      const old = resident.cookie(COOKIE)!;
      expect((await resident.getApi<Status>('auth_status')).body.authenticated).toBe(true);

      const loggedOut = await resident.request(`${apiBasePath}/logout`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: '{}' });
      expect(loggedOut.response.status).toBe(200);
      // The clearing cookie keeps the flags, or a browser would refuse to overwrite a __Host- cookie.
      const cleared = sessionCookieSet(loggedOut);
      expect(cleared.value).toBe('');
      expect(cleared.attributes.filter((attribute) => !attribute.startsWith('expires='))).toEqual(['httponly', 'max-age=0', 'path=/', 'samesite=lax', 'secure']);
      expect(Date.parse(cleared.attributes.find((attribute) => attribute.startsWith('expires='))!.slice('expires='.length))).toBeLessThan(Date.now());

      // A copy of the old cookie (a shared computer, a stolen value) signs nobody in.
      const replay = browser();
      replay.setCookie(COOKIE, old);
      expect((await replay.getApi<Status>('auth_status')).body).toMatchObject({ authenticated: false, provider: null });
      expect((await replay.getApi<ErrorBody>('user_info')).body.status.code).toBe('AUTH_REQUIRED');
      // A refused call still counts against its rate limit: rate_limits may change, nothing else.
      const before = await snapshotTables(production().server.database, ['rate_limits']);
      for (const operation of ['user_session_form_create', 'promo_code_save', 'xid_data_update_request']) {
        const refused = await replay.postApi<ErrorBody>(operation, operation === 'promo_code_save' ? { promo_code: 'SPRING-2026' } : {}, csrf);
        expect([operation, refused.status, refused.body.status.code]).toEqual([operation, 401, 'AUTH_REQUIRED']);
      }
      expect(await snapshotTables(production().server.database, ['rate_limits'])).toBe(before);
    });
  });

  describe('the login', () => {
    it('completes with PKCE S256, state and nonce, and asks for the token with the registered redirect URI (the control case)', async () => {
      const resident = browser();
      const { authorization, callback } = await authorize(resident);
      expect(`${authorization.origin}${authorization.pathname}`).toBe(`${production().idp.issuer}/authorize`);
      expect(authorization.searchParams.get('redirect_uri')).toBe(production().redirectUri);
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorization.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(authorization.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await resident.request(callback)).response.headers.get('location')).toBe('/mypage');
      const asked = production().idp.tokenRequests.at(-1)!;
      expect(asked.answered).toBe(200);
      expect(asked.redirectUri).toBe(production().redirectUri);
      expect(createHash('sha256').update(asked.codeVerifier ?? '').digest('base64url')).toBe(authorization.searchParams.get('code_challenge'));
    });

    it('refuses a tampered state, before the code is spent at the provider', async () => {
      const resident = browser();
      const { callback } = await authorize(resident);
      const asked = production().idp.tokenRequests.length;
      callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
      await expectRefused(resident, callback);
      expect(production().idp.tokenRequests).toHaveLength(asked);
    });

    it('refuses a replayed code: a spent code, handed to another browser with that browser’s own state', async () => {
      const first = browser();
      const spent = (await authorize(first)).callback;
      expect((await first.request(spent)).response.headers.get('location')).toBe('/mypage');
      const attacker = browser();
      const own = (await authorize(attacker)).callback;
      spent.searchParams.set('state', own.searchParams.get('state')!);
      await expectRefused(attacker, spent);
      expect(production().idp.tokenRequests.at(-1)?.answered).toBe(400);
    });

    it('refuses a wrong redirect: the provider sends no code to an unregistered one, and a code issued to another registered one does not redeem here', async () => {
      const resident = browser();
      const elsewhere = new URL((await resident.getApi<{ url: string }>('login/authz_url?phase=1&provider=')).body.url);
      elsewhere.searchParams.set('redirect_uri', 'https://attacker.example/callback');
      const { response } = await resident.request(elsewhere);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();

      // The victim's own authorization request, pointed at the client's staging callback: the code
      // goes there, and the app redeems it under its own redirect URI, which the code is not bound to.
      const victim = browser();
      const { body } = await victim.getApi<{ url: string }>('login/authz_url?phase=1&provider=');
      const toStaging = new URL(body.url);
      toStaging.searchParams.set('redirect_uri', production().otherRedirectUri);
      const issued = new URL((await victim.request(toStaging)).response.headers.get('location')!);
      expect(`${issued.origin}${issued.pathname}`).toBe(production().otherRedirectUri);
      const injected = new URL(production().redirectUri);
      injected.search = issued.search;
      await expectRefused(victim, injected);
      const asked = production().idp.tokenRequests.at(-1)!;
      expect([asked.redirectUri, asked.answered]).toEqual([production().redirectUri, 400]);
    });

    it('refuses a login without its PKCE verifier’s binding: a request stripped of the challenge, and a code authorized with another browser’s challenge', async () => {
      const stripped = browser();
      const { callback } = await authorize(stripped, (authorization) => {
        authorization.searchParams.delete('code_challenge');
        authorization.searchParams.delete('code_challenge_method');
      });
      expect(callback.searchParams.get('error')).toBe('invalid_request');
      await expectRefused(stripped, callback);

      // Code injection (RFC 9700 §4.5): the attacker's unspent code, under the victim's state,
      // is redeemed with the victim's verifier, which does not match the attacker's challenge.
      const attacker = browser();
      const attackersCode = (await authorize(attacker)).callback;
      const victim = browser();
      const victimsCallback = (await authorize(victim)).callback;
      attackersCode.searchParams.set('state', victimsCallback.searchParams.get('state')!);
      await expectRefused(victim, attackersCode);
      expect(production().idp.tokenRequests.at(-1)?.answered).toBe(400);
    });

    const forgedIdTokens: [string, IdTokenFault][] = [
      ['a wrong nonce', { nonce: 'a-nonce-this-session-never-sent' }],
      ['another audience: an ID token for another client', { aud: 'another-client' }],
      ['another audience beside ours, authorized for another party', { aud: ['utsuru', 'another-client'], azp: 'another-client' }],
      ['another issuer', { iss: 'https://idp.attacker.example' }],
      ['an expired ID token', { expiresIn: -300 }],
      ['an unsigned ID token (alg none)', { unsigned: true }],
    ];

    it.each(forgedIdTokens)('refuses %s, though the provider answered the code', async (_case, fault) => {
      const resident = browser();
      const { callback } = await authorize(resident);
      production().idp.misbehaveOnce(fault);
      await expectRefused(resident, callback);
      expect(production().idp.tokenRequests.at(-1)?.answered).toBe(200);
    });
  });
});
