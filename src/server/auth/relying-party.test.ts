// The relying party against the real embedded IdP over real HTTP: startLogin → authorization
// URL → Japanese login page → resident + PIN → redirect with code → finishLogin.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK_PATH, startDevIdp, type DevIdpServer } from '../dev-idp/testing/start-dev-idp';
import { signInAtDevIdp } from '../testing/dev-idp-login';
import { TestBrowser } from '../testing/test-browser';
import type { Phase } from '#shared/flows';
import { devProviderDefaults, type ProviderConfig } from './providers';
import { createRelyingParty, LoginError, type PendingLogin, type RelyingParty, type VerifiedIdentity } from './relying-party';

// Fixture subjects (src/server/dev-idp/residents.json).
const AOKI = 'Xk3pQ9vTz2LmW8rYc5Nd1A';
const SUZUKI = 'Hq7Rb2WsN4cJx9TfLm0pKe';
const TAKAHASHI = 'Vd5Ty8GkP1zQw6NhRs3bUa';

let server: DevIdpServer;
let rp: RelyingParty;
let providers: ProviderConfig[];
let secretsDir: string;
/** What the app keeps in its server-side session; here keyed by state for the test callback. */
const pendingByState = new Map<string, PendingLogin>();

beforeAll(async () => {
  secretsDir = await mkdtemp(path.join(tmpdir(), 'utsuru-rp-'));
  server = await startDevIdp({
    clients: async (redirectUri, issuer) => {
      providers = await devProviderDefaults({ issuer, dataDir: secretsDir });
      return providers.map((p) => ({ client_id: p.clientId, client_secret: p.clientSecret, redirect_uris: [redirectUri] }));
    },
    routes: (app, origin) => {
      // Created before the server serves the IdP: discovery must wait for first use.
      rp = createRelyingParty({ providers, redirectUri: `${origin}${CALLBACK_PATH}`, allowInsecure: true });
      app.get(CALLBACK_PATH, async (request, reply) => {
        const url = new URL(request.url, origin);
        const pending = pendingByState.get(url.searchParams.get('state') ?? '');
        if (!pending) return reply.code(400).send({ reason: 'no_pending_login' });
        try {
          return await rp.finishLogin(url, pending);
        } catch (error) {
          return reply.code(400).send({ reason: error instanceof LoginError ? error.reason : 'unexpected' });
        }
      });
    },
  });
});

afterAll(async () => {
  await server?.close();
  await rm(secretsDir, { recursive: true, force: true });
});

const isCallback = (next: URL) => next.pathname === CALLBACK_PATH;

/** Drives the browser side; stops at the callback URL unless `followCallback`. */
async function loginAt(providerId: string, phase: Phase, resident: string, action: 'login' | 'abort' = 'login', followCallback = false) {
  const { url, pending } = await rp.startLogin(providerId, phase);
  pendingByState.set(pending.state, pending);
  const browser = new TestBrowser(server.origin);
  const { loginPage, page, stoppedAt } = await signInAtDevIdp(browser, url, { resident, action }, followCallback ? undefined : isCallback);
  expect(loginPage.body).toContain('マイナンバーカードでログイン（開発用）');
  return { pending, callback: stoppedAt, page };
}

async function expectLoginError(promise: Promise<unknown>, reason: LoginError['reason']): Promise<LoginError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LoginError);
  expect((error as LoginError).reason).toBe(reason);
  return error as LoginError;
}

describe('startLogin', () => {
  it('builds an authorization code + PKCE S256 request with state and nonce', async () => {
    const { url, pending } = await rp.startLogin('lp', 1);
    const request = new URL(url);
    expect(`${request.origin}${request.pathname}`).toBe(`${server.issuer}/auth`);
    expect(Object.fromEntries(request.searchParams)).toEqual({
      client_id: 'utsuru-lp',
      redirect_uri: server.redirectUri,
      response_type: 'code',
      scope: 'openid profile email address',
      code_challenge: createHash('sha256').update(pending.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    expect(pending).toMatchObject({ providerId: 'lp', phase: 1 });
    expect(pending.state).not.toBe(pending.nonce);
    expect(Date.parse(pending.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses providers that are not configured or not offered in the phase', async () => {
    await expectLoginError(rp.startLogin('mint', 1), 'provider_error');
    await expectLoginError(rp.startLogin('other', 2), 'provider_error');
  });

  it('discovers lazily, reports an unreachable or plain-http provider as provider_error', async () => {
    const unreachable = createRelyingParty({
      providers: [{ ...providers[0]!, issuer: 'http://127.0.0.1:9/dev-idp' }],
      redirectUri: server.redirectUri,
      allowInsecure: true,
    });
    await expectLoginError(unreachable.startLogin('', 1), 'provider_error');
    const strict = createRelyingParty({ providers, redirectUri: server.redirectUri, allowInsecure: false });
    await expectLoginError(strict.startLogin('', 1), 'provider_error');
  });
});

describe('finishLogin', () => {
  it('returns the verified resident through the real callback', async () => {
    const { page } = await loginAt('', 1, SUZUKI, 'login', true);
    expect(page.url.pathname).toBe(CALLBACK_PATH);
    expect(page.response.status).toBe(200);
    const identity = JSON.parse(page.body) as VerifiedIdentity;
    expect(identity).toEqual({
      providerId: '',
      issuer: server.issuer,
      subject: SUZUKI,
      claims: {
        name: { last: '鈴木', first: '大輔' },
        nameKana: { last: 'スズキ', first: 'ダイスケ' },
        birthDate: '1982/11/03',
        gender: 'male',
        address: { zipcode: '5300001', jisCode: '271276', pref: '大阪府', city: '大阪市北区', town: '梅田', line: '1-2-3' },
        email: 'suzuki.daisuke@example.com',
      },
    });
  });

  it('works for the second login services, and gives email null when the provider has none', async () => {
    const { pending, callback } = await loginAt('mint', 2, TAKAHASHI);
    const identity = await rp.finishLogin(callback!, pending);
    expect(identity.providerId).toBe('mint');
    expect(identity.subject).toBe(TAKAHASHI);
    expect(identity.claims.email).toBeNull();
    expect(identity.claims.address).toMatchObject({ zipcode: '0600001', jisCode: '011011', city: '札幌市中央区', town: '北一条西', line: '2-1' });
  });

  it('refuses a tampered state', async () => {
    const { pending, callback } = await loginAt('', 1, AOKI);
    const tampered = new URL(callback!);
    tampered.searchParams.set('state', `${pending.state}x`);
    await expectLoginError(rp.finishLogin(tampered, pending), 'state_mismatch');
    const missing = new URL(callback!);
    missing.searchParams.delete('state');
    await expectLoginError(rp.finishLogin(missing, pending), 'state_mismatch');
  });

  it('refuses an ID token whose nonce is not the pending login’s', async () => {
    const { pending, callback } = await loginAt('', 1, AOKI);
    await expectLoginError(rp.finishLogin(callback!, { ...pending, nonce: 'another-nonce-value' }), 'nonce_mismatch');
  });

  it('refuses a replayed authorization code', async () => {
    const { pending, callback } = await loginAt('lp', 1, AOKI);
    const first = await rp.finishLogin(callback!, pending);
    expect(first.subject).toBe(AOKI);
    await expectLoginError(rp.finishLogin(callback!, pending), 'invalid_grant');
  });

  it('refuses a code issued to another provider’s client', async () => {
    const { pending, callback } = await loginAt('', 2, AOKI);
    await expectLoginError(rp.finishLogin(callback!, { ...pending, providerId: 'lp' }), 'invalid_grant');
  });

  it('reports a cancelled login as provider_error with access_denied', async () => {
    const { pending, callback } = await loginAt('', 1, AOKI, 'abort');
    const error = await expectLoginError(rp.finishLogin(callback!, pending), 'provider_error');
    expect(error.providerError).toBe('access_denied');
  });

  it('refuses a pending login older than ten minutes without calling the provider', async () => {
    const { pending, callback } = await loginAt('', 1, AOKI);
    const stale = { ...pending, createdAt: new Date(Date.now() - 11 * 60 * 1000).toISOString() };
    await expectLoginError(rp.finishLogin(callback!, stale), 'expired');
    // The code was never spent, so the fresh pending login still completes.
    expect((await rp.finishLogin(callback!, pending)).subject).toBe(AOKI);
  });
});
