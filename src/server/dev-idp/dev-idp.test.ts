// The embedded IdP driven over real HTTP like a browser and a confidential client would:
// authorization request → Japanese login page → PIN → redirect with code → token endpoint.
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PAGE_TITLE, loginMessages } from './login-page';
import { loadTestResidents, type TestResident } from './residents';
import { formAction } from '../testing/dev-idp-login';
import { TestBrowser, type Hop } from '../testing/test-browser';
import { startDevIdp, type DevIdpServer } from './testing/start-dev-idp';

let server: DevIdpServer;
let residents: TestResident[];

beforeAll(async () => {
  residents = await loadTestResidents();
  server = await startDevIdp();
});
afterAll(async () => {
  await server?.close();
});

const resident = (index: number): TestResident => {
  const found = residents[index];
  if (!found) throw new Error(`fixture has no resident #${index}`);
  return found;
};

function authorizationRequest(overrides: Record<string, string | undefined> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const params: Record<string, string | undefined> = {
    client_id: 'utsuru-primary',
    redirect_uri: server.redirectUri,
    response_type: 'code',
    scope: 'openid profile email address',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...overrides,
  };
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])));
  return { url: new URL(`${server.issuer}/auth?${query}`), verifier, state, nonce };
}

const isCallback = (next: URL) => next.href.startsWith(server.redirectUri);

async function openLoginPage(browser: TestBrowser, url: URL): Promise<Hop> {
  const { page } = await browser.navigate(url);
  expect(page.response.status).toBe(200);
  expect(page.url.pathname).toMatch(/^\/dev-idp\/interaction\/[\w-]+$/);
  return page;
}

async function submitLogin(browser: TestBrowser, page: Hop, form: Record<string, string>) {
  return browser.navigate(formAction(page, '/login'), { form }, isCallback);
}

async function exchangeCode(code: string, verifier: string) {
  const response = await fetch(`${server.issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('utsuru-primary:primary-test-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: server.redirectUri, code_verifier: verifier }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('discovery', () => {
  it('publishes a code-flow-only, PKCE S256 provider under /dev-idp', async () => {
    const response = await fetch(`${server.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(server.issuer);
    expect(metadata.authorization_endpoint).toBe(`${server.issuer}/auth`);
    expect(metadata.token_endpoint).toBe(`${server.issuer}/token`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'address']));
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['family_name_kana', 'given_name_kana', 'address', 'birthdate']));
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
  });
});

describe('login page', () => {
  it('is Japanese, accessible, script-free and lists every test resident (escaped)', async () => {
    const page = await openLoginPage(new TestBrowser(server.origin), authorizationRequest().url);
    const html = page.body;
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(`<title>${LOGIN_PAGE_TITLE}</title>`);
    expect(html).toContain(`<h1>${LOGIN_PAGE_TITLE}</h1>`);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toMatch(/<fieldset[^>]*>\s*<legend>ログインする住民/);
    for (const [index, person] of residents.entries()) {
      expect(html).toContain(`<label for="resident-${index}">${person.family_name} ${person.given_name}`);
      expect(html).toContain(`value="${person.sub}"`);
      expect(html).toContain(person.description);
    }
    expect(html).toMatch(/<label for="pin">利用者証明用電子証明書の暗証番号/);
    expect(html).toMatch(/<input[^>]*id="pin"[^>]*aria-describedby="pin-support"/);
    expect(html).toContain('キャンセル');
    const csp = page.response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.response.headers.get('cache-control')).toBe('no-store');

    const css = await fetch(`${server.issuer}/assets/idp.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('binds the page to its interaction: an unknown uid gets a Japanese error page', async () => {
    const browser = new TestBrowser(server.origin);
    await openLoginPage(browser, authorizationRequest().url);
    const stale = await browser.request(`${server.issuer}/interaction/not-this-one`);
    expect(stale.response.status).toBe(400);
    expect(stale.body).toContain('ログインの有効期限が切れました');
    const posted = await browser.request(`${server.issuer}/interaction/not-this-one/login`, {
      form: { resident: resident(0).sub, pin: '1234' },
    });
    expect(posted.response.status).toBe(400);
  });
});

describe('authorization code flow', () => {
  it('logs a resident in and releases their verified claims in the ID token', async () => {
    const browser = new TestBrowser(server.origin);
    const request = authorizationRequest();
    const page = await openLoginPage(browser, request.url);
    const person = resident(0);
    const { stoppedAt } = await submitLogin(browser, page, { resident: person.sub, pin: '1234' });
    expect(stoppedAt).toBeDefined();
    const callback = stoppedAt as URL;
    expect(callback.searchParams.get('state')).toBe(request.state);
    expect(callback.searchParams.get('iss')).toBe(server.issuer);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const token = await exchangeCode(code as string, request.verifier);
    expect(token.status).toBe(200);
    const claims = decodeJwt(String(token.body.id_token));
    expect(claims).toMatchObject({
      iss: server.issuer,
      aud: 'utsuru-primary',
      sub: person.sub,
      nonce: request.nonce,
      name: '青木 陽斗',
      family_name: '青木',
      given_name: '陽斗',
      family_name_kana: 'アオキ',
      given_name_kana: 'ハルト',
      birthdate: '1990-06-15',
      gender: 'male',
      email: 'aoki.haruto@example.com',
      address: { postal_code: '101-0051', region: '東京都', locality: '千代田区', street_address: '神田神保町2-3-4', jis_code: '131016' },
    });

    // A code is single use.
    const replay = await exchangeCode(code as string, request.verifier);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
  });

  it('asks for the card again on every login, so a tester can switch residents in one browser', async () => {
    const browser = new TestBrowser(server.origin);
    for (const person of [resident(0), resident(1)]) {
      const request = authorizationRequest();
      const page = await openLoginPage(browser, request.url);
      const { stoppedAt } = await submitLogin(browser, page, { resident: person.sub, pin: '1234' });
      const code = stoppedAt?.searchParams.get('code');
      expect(code).toBeTruthy();
      const token = await exchangeCode(code as string, request.verifier);
      expect(decodeJwt(String(token.body.id_token)).sub).toBe(person.sub);
    }
  });

  it('refuses a token request whose PKCE verifier does not match', async () => {
    const browser = new TestBrowser(server.origin);
    const request = authorizationRequest();
    const page = await openLoginPage(browser, request.url);
    const { stoppedAt } = await submitLogin(browser, page, { resident: resident(1).sub, pin: '1234' });
    const token = await exchangeCode(stoppedAt?.searchParams.get('code') ?? '', randomBytes(32).toString('base64url'));
    expect(token.status).toBe(400);
    expect(token.body.error).toBe('invalid_grant');
  });

  it('requires PKCE and refuses redirect URIs that are not registered exactly', async () => {
    const browser = new TestBrowser(server.origin);
    const withoutPkce = await browser.navigate(
      authorizationRequest({ code_challenge: undefined, code_challenge_method: undefined }).url,
      {},
      isCallback,
    );
    expect(withoutPkce.stoppedAt?.searchParams.get('error')).toBe('invalid_request');

    const foreign = await browser.request(authorizationRequest({ redirect_uri: `${server.redirectUri}/other` }).url);
    expect(foreign.response.status).toBe(400);
    expect(foreign.response.headers.get('location')).toBeNull();
    expect(foreign.body).toContain('<html lang="ja">');
    expect(foreign.body).toContain('ログインできませんでした');
    expect(foreign.body).toContain('redirect_uri');
  });
});

describe('PIN entry', () => {
  it('shows Japanese field errors linked to their fields', async () => {
    const browser = new TestBrowser(server.origin);
    const page = await openLoginPage(browser, authorizationRequest().url);

    const noResident = await browser.request(formAction(page, '/login'), { form: { pin: '1234' } });
    expect(noResident.body).toContain(loginMessages.residentRequired);
    expect(noResident.body).toMatch(/aria-describedby="resident-0-description resident-error" aria-invalid="true"/);

    const wrong = await browser.request(formAction(page, '/login'), {
      form: { resident: resident(0).sub, pin: '9999' },
    });
    expect(wrong.response.status).toBe(200);
    expect(wrong.body).toContain(`<title>エラー：${LOGIN_PAGE_TITLE}</title>`);
    expect(wrong.body).toContain('<p class="idp-error" id="pin-error">＊暗証番号が正しくありません。</p>');
    expect(wrong.body).toMatch(/id="pin"[^>]*aria-describedby="pin-support pin-error" aria-invalid="true"/);
    // The chosen resident stays selected.
    expect(wrong.body).toContain(`value="${resident(0).sub}" checked`);

    // The right PIN still works afterwards: the counter resets on success.
    const { stoppedAt } = await submitLogin(browser, wrong, { resident: resident(0).sub, pin: '1234' });
    expect(stoppedAt?.searchParams.get('code')).toBeTruthy();
  });

  it('locks a card after three wrong PINs, even against the right one', async () => {
    const browser = new TestBrowser(server.origin);
    const page = await openLoginPage(browser, authorizationRequest().url);
    const target = formAction(page, '/login');
    const sub = resident(2).sub;
    const tries: string[] = [];
    for (const pin of ['0000', '1111', '2222', '1234']) {
      tries.push((await browser.request(target, { form: { resident: sub, pin } })).body);
    }
    expect(tries[0]).toContain(loginMessages.pinWrong);
    expect(tries[1]).toContain(loginMessages.pinWrong);
    expect(tries[2]).toContain('＊暗証番号がロックされています。市区町村の窓口で初期化してください。');
    expect(tries[3]).toContain(loginMessages.pinLocked);
    // Another resident's card is unaffected.
    const other = await browser.navigate(target, { form: { resident: resident(3).sub, pin: '1234' } }, isCallback);
    expect(other.stoppedAt?.searchParams.get('code')).toBeTruthy();
  });

  it('cancels with access_denied back to the client', async () => {
    const browser = new TestBrowser(server.origin);
    const request = authorizationRequest();
    const page = await openLoginPage(browser, request.url);
    const { stoppedAt } = await browser.navigate(formAction(page, '/abort'), { form: {} }, isCallback);
    expect(stoppedAt?.searchParams.get('error')).toBe('access_denied');
    expect(stoppedAt?.searchParams.get('state')).toBe(request.state);
    expect(stoppedAt?.searchParams.get('code')).toBeNull();
  });
});
