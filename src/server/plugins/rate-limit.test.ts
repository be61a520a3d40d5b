// The login operations are limited to 30 calls a minute per client address (operation-table.ts),
// through the real app and its database-backed store; other operations are not limited.
// The cases run in order and share one client's budget.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';

const LOGIN_LIMIT = 30;
const tooManyRequests = { status: { code: 'TOO_MANY_REQUESTS', message: expect.any(String) } };

describe('rate limits', () => {
  const server = useTestServer();
  let browser: TestBrowser;
  beforeAll(() => {
    browser = new TestBrowser(server().baseUrl);
  });

  const authzUrl = () => browser.getApi('login/authz_url?phase=1');

  it('answers the 31st login/authz_url inside the window with TOO_MANY_REQUESTS', async () => {
    for (let call = 1; call <= LOGIN_LIMIT; call += 1) {
      const { status } = await authzUrl();
      expect(status, `call #${call}`).toBe(200);
    }
    const refused = await authzUrl();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooManyRequests);
  });

  it('counts the client address, so a new session or a forged X-Forwarded-For buys no fresh budget', async () => {
    // With no TRUSTED_PROXIES the app trusts no proxy, so X-Forwarded-For is just a header.
    expect((await new TestBrowser(server().baseUrl).getApi('login/authz_url?phase=1')).status).toBe(429);
    const forged = await browser.request(`${apiBasePath}/login/authz_url?phase=1`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(forged.response.status).toBe(429);
  });

  it('leaves operations without a limit alone, and gives the callback its own budget', async () => {
    for (let call = 1; call <= LOGIN_LIMIT + 5; call += 1) {
      const { status, body } = await browser.getApi('auth_status');
      expect(status, `call #${call}`).toBe(200);
      expect(body).toMatchObject({ authenticated: false });
    }
    const { response } = await browser.request(`${apiBasePath}/login/callback?state=x&code=y`);
    expect(response.status).toBe(302);
  });

  it('keeps the window on the database clock: the app clock does not end it, the window passing does', async () => {
    server().clock.advance(2 * 60_000);
    expect((await authzUrl()).status).toBe(429);
    // Instead of waiting a minute, move the stored window back a minute on the database's clock.
    await server().database.query(`update rate_limits set window_started_at = window_started_at - interval '61 seconds'`);
    expect((await authzUrl()).status).toBe(200);
  });
});
