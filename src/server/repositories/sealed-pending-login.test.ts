// A pending login's state, nonce and PKCE verifier never sit in the sessions table in
// plaintext: the row holds them sealed to itself, and a copy in another row is no login.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PendingLogin } from '../auth/relying-party';
import { createDocumentCipher } from '../crypto/document-cipher';
import { authorizeAtDevIdp, loginThroughDevIdp } from '../testing/dev-idp-login';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';
import { pendingLoginAad } from './sealed-pending-login';
import { sessionIdOf } from './session-repository';

describe('the pending login in the session row', () => {
  const documentKey = randomBytes(32);
  const server = useTestServer({ env: { DOCUMENT_ENCRYPTION_KEY: documentKey.toString('base64') } });

  const rowOf = async (browser: TestBrowser) => {
    const id = sessionIdOf(browser.cookie('utsuru_sid')!);
    const { rows } = await server().database.query('select data, data::text as text from sessions where id = $1', [id]);
    return { id, ...(rows[0] as { data: { pendingLogin?: unknown }; text: string }) };
  };

  it('holds no state, nonce or PKCE verifier in plaintext, only a sealed copy that opens to them', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const { body } = await browser.getApi<{ url: string }>('login/authz_url?phase=1');
    const sent = new URL(body.url).searchParams;
    const row = await rowOf(browser);

    expect(typeof row.data.pendingLogin).toBe('string');
    const pending = createDocumentCipher(documentKey).open<PendingLogin>(Buffer.from(row.data.pendingLogin as string, 'base64'), pendingLoginAad(row.id));
    expect(pending.state).toBe(sent.get('state'));
    expect(pending.nonce).toBe(sent.get('nonce'));
    expect(createHash('sha256').update(pending.codeVerifier).digest('base64url')).toBe(sent.get('code_challenge'));
    for (const secret of [pending.state, pending.nonce, pending.codeVerifier]) expect(row.text).not.toContain(secret);
  });

  it('still completes a login through /dev-idp', async () => {
    expect(await loginThroughDevIdp(new TestBrowser(server().baseUrl))).toBe('/mypage');
  });

  it("is no pending login once copied into another session's row", async () => {
    const victim = new TestBrowser(server().baseUrl);
    const callback = await authorizeAtDevIdp(victim);
    const attacker = new TestBrowser(server().baseUrl);
    await attacker.csrfToken();
    const stolen = await rowOf(victim);
    await server().database.query('update sessions set data = $1::jsonb where id = $2', [JSON.stringify(stolen.data), (await rowOf(attacker)).id]);

    const { response } = await attacker.request(callback);
    expect(response.headers.get('location')).toBe('/error/loginerror');
    expect((await attacker.getApi<{ authenticated: boolean }>('auth_status')).body.authenticated).toBe(false);
  });
});
