// OIDC negatives through the real app and the real /dev-idp: each failure lands on the flow's
// login-error page and leaves no signed-in session behind.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PendingLogin } from '../../auth/relying-party';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { pendingLoginAad } from '../../repositories/sealed-pending-login';
import { sessionIdOf } from '../../repositories/session-repository';
import { authorizeAtDevIdp, loginThroughDevIdp } from '../../testing/dev-idp-login';
import { TestBrowser } from '../../testing/test-browser';
import { useTestServer } from '../../testing/test-server';

describe('login failures', () => {
  // The pending login is sealed in the session row; the key lets a test rewrite it as an attacker with it could.
  const documentKey = randomBytes(32);
  const server = useTestServer({ env: { DOCUMENT_ENCRYPTION_KEY: documentKey.toString('base64') } });
  const cipher = createDocumentCipher(documentKey);

  async function rewritePendingLogin(browser: TestBrowser, change: (pending: PendingLogin) => PendingLogin) {
    const id = sessionIdOf(browser.cookie('utsuru_sid')!);
    const { rows } = await server().database.query('select data from sessions where id = $1', [id]);
    const sealed = Buffer.from((rows[0] as { data: { pendingLogin: string } }).data.pendingLogin, 'base64');
    const resealed = cipher.seal(change(cipher.open<PendingLogin>(sealed, pendingLoginAad(id))), pendingLoginAad(id)).toString('base64');
    await server().database.query(`update sessions set data = jsonb_set(data, '{pendingLogin}', to_jsonb($1::text)) where id = $2`, [resealed, id]);
  }

  const signedInSessions = async () =>
    Number((await server().database.query('select count(*)::int as n from sessions where user_id is not null')).rows[0]?.n);

  async function expectLoginError(browser: TestBrowser, callbackUrl: string, errorPage: string) {
    const before = await signedInSessions();
    const { response } = await browser.request(callbackUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(errorPage);
    const { body } = await browser.getApi<{ authenticated: boolean }>('auth_status');
    expect(body.authenticated).toBe(false);
    expect(await signedInSessions()).toBe(before);
  }

  it('a good login still works (the control case)', async () => {
    expect(await loginThroughDevIdp(new TestBrowser(server().baseUrl))).toBe('/mypage');
  });

  it('rejects a tampered state', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const callback = new URL(await authorizeAtDevIdp(browser));
    callback.searchParams.set('state', 'forged-state-value');
    await expectLoginError(browser, callback.toString(), '/error/loginerror');
  });

  it('rejects a callback for a login this browser never started', async () => {
    const victim = new TestBrowser(server().baseUrl);
    const callback = await authorizeAtDevIdp(victim);
    await expectLoginError(new TestBrowser(server().baseUrl), callback, '/error/loginerror');
  });

  it('rejects a replayed code', async () => {
    const first = new TestBrowser(server().baseUrl);
    const used = new URL(await authorizeAtDevIdp(first));
    expect((await first.request(used)).response.headers.get('location')).toBe('/mypage');

    // Another browser starts its own login and is handed the spent code with its own state.
    const attacker = new TestBrowser(server().baseUrl);
    const own = new URL(await authorizeAtDevIdp(attacker, { provider: 'lp' }));
    used.searchParams.set('state', own.searchParams.get('state')!);
    await expectLoginError(attacker, used.toString(), '/error/lp/loginerror');
  });

  it('rejects an ID token whose nonce is not the one this session sent', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const callback = await authorizeAtDevIdp(browser, { phase: 2, provider: 'mint' });
    await rewritePendingLogin(browser, (pending) => ({ ...pending, nonce: 'not-the-nonce-we-sent' }));
    await expectLoginError(browser, callback, '/error/after/mint/loginerror');
  });

  it('a callback cannot be used twice, even by the same browser', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const callback = await authorizeAtDevIdp(browser, { phase: 3 });
    await expectLoginError(new TestBrowser(server().baseUrl), callback, '/error/loginerror');
    // The first (forged) use consumed nothing of the victim's; the victim's own use still works once.
    expect((await browser.request(callback)).response.headers.get('location')).toBe('/revocation/step');
    const again = await browser.request(callback);
    expect(again.response.headers.get('location')).toBe('/error/loginerror');
  });

  it('lands on the error page when the resident cancels at the provider', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const callback = await authorizeAtDevIdp(browser, { provider: 'lp', action: 'abort' });
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    await expectLoginError(browser, callback, '/error/lp/loginerror');
  });
});
