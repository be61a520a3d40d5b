// Session rotation at login and the idle (60 min) and absolute (24 h) timeouts, on a fake clock.
import { describe, expect, it } from 'vitest';
import { loginThroughDevIdp } from '../testing/dev-idp-login';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';

const MINUTE = 60_000;

interface AuthStatus {
  authenticated: boolean;
  provider: string | null;
  expires_at: string | null;
}

describe('sessions', () => {
  const server = useTestServer();

  const status = async (browser: TestBrowser) => (await browser.getApi<AuthStatus>('auth_status')).body;

  it('rotates the session id at login and forgets the old one', async () => {
    const browser = new TestBrowser(server().baseUrl);
    await browser.csrfToken();
    const before = browser.cookie('utsuru_sid');
    expect(before).toBeTruthy();

    expect(await loginThroughDevIdp(browser)).toBe('/mypage');
    const after = browser.cookie('utsuru_sid');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await status(browser)).toMatchObject({ authenticated: true, provider: '' });

    const fixated = new TestBrowser(server().baseUrl);
    fixated.setCookie('utsuru_sid', before!);
    expect(await status(fixated)).toMatchObject({ authenticated: false });
  });

  it('issues a new CSRF token with the new session', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const anonymousToken = await browser.csrfToken();
    await loginThroughDevIdp(browser);
    const loggedInToken = await browser.csrfToken();
    expect(loggedInToken).not.toBe(anonymousToken);
    const stale = await browser.postApi('logout', {}, anonymousToken);
    expect(stale.status).toBe(403);
  });

  it('ends after 60 minutes without activity, but not before', async () => {
    const browser = new TestBrowser(server().baseUrl);
    await loginThroughDevIdp(browser);
    server().clock.advance(59 * MINUTE);
    expect(await status(browser)).toMatchObject({ authenticated: true });
    server().clock.advance(59 * MINUTE);
    expect(await status(browser)).toMatchObject({ authenticated: true });
    server().clock.advance(61 * MINUTE);
    expect(await status(browser)).toMatchObject({ authenticated: false });
    const { status: code } = await browser.getApi('user_info');
    expect(code).toBe(401);
  });

  it('ends 24 hours after login however active the resident is', async () => {
    const browser = new TestBrowser(server().baseUrl);
    await loginThroughDevIdp(browser);
    const first = await status(browser);
    const loginAt = new Date(first.expires_at!).getTime() - 60 * MINUTE;
    for (let elapsed = 0; elapsed < 24 * 60 * MINUTE - 50 * MINUTE; elapsed += 50 * MINUTE) {
      server().clock.advance(50 * MINUTE);
      expect(await status(browser)).toMatchObject({ authenticated: true });
    }
    // The last answer before the limit says when the session will end: at the 24 h mark.
    expect(new Date((await status(browser)).expires_at!).getTime()).toBe(loginAt + 24 * 60 * MINUTE);
    server().clock.advance(50 * MINUTE);
    expect(await status(browser)).toMatchObject({ authenticated: false });
  });

  it('is neither read nor extended by address lookups, which answer everyone alike', async () => {
    const browser = new TestBrowser(server().baseUrl);
    await loginThroughDevIdp(browser);
    const csrf = await browser.csrfToken();
    const before = (await status(browser)).expires_at;
    server().clock.advance(30 * MINUTE);
    expect((await browser.postApi('pref_to_towns/', { zipcode: '1000001' }, csrf)).status).toBe(200);
    expect((await browser.getApi('prefs')).status).toBe(200);
    server().clock.advance(31 * MINUTE);
    // A read of the session would have moved its idle deadline 30 minutes on.
    expect(await status(browser)).toMatchObject({ authenticated: false });
    expect(before).not.toBeNull();
  });

  it('logout ends the session', async () => {
    const browser = new TestBrowser(server().baseUrl);
    await loginThroughDevIdp(browser);
    const response = await browser.postApi('logout', {}, await browser.csrfToken());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ logged_out: true });
    expect(await status(browser)).toMatchObject({ authenticated: false });
  });
});
