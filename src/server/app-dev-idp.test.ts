// The embedded /dev-idp is on with the development defaults and does not exist at all once a
// real provider is configured (brief §4), so it can never be reached in production.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { useTestServer } from './testing/test-server';

describe('with a production identity provider configured', () => {
  const productionIssuer = new URL('https://idp.example.jp');
  /** Every fetch made in this process, to prove none went to the configured provider. */
  const fetched: URL[] = [];
  beforeAll(() => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      fetched.push(new URL(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    });
  });
  afterAll(() => vi.restoreAllMocks());

  const server = useTestServer({
    env: { IDP_PROVIDERS: JSON.stringify([{ id: '', issuer: productionIssuer.href, client_id: 'c', client_secret: 's' }]) },
  });
  afterEach(() => {
    // Discovery is lazy: building the app and serving these requests must not call the provider.
    expect(fetched.filter((url) => url.host === productionIssuer.host)).toEqual([]);
  });

  /** What the SPA answers for a path it does not know. */
  const spaNotFound = async () => {
    const response = await fetch(`${server().baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    return response.text();
  };

  it.each(['/dev-idp/.well-known/openid-configuration', '/dev-idp/interaction/x', '/dev-idp/auth', '/dev-idp/jwks'])(
    'GET %s is the SPA’s 404, not the IdP',
    async (path) => {
      const response = await fetch(`${server().baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(await spaNotFound());
    },
  );

  it('has no IdP endpoint to POST to either', async () => {
    for (const path of ['/dev-idp/token', '/dev-idp/interaction/x/login']) {
      const response = await fetch(`${server().baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=authorization_code&code=x',
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('still answers the API', async () => {
    const response = await fetch(`${server().baseUrl}${apiBasePath}/auth_status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ authenticated: false });
  });
});

describe('with the embedded defaults', () => {
  const server = useTestServer();

  it('publishes /dev-idp discovery with an issuer under this origin', async () => {
    const response = await fetch(`${server().baseUrl}/dev-idp/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const metadata = (await response.json()) as { issuer?: string };
    expect(metadata.issuer).toMatch(/\/dev-idp$/);
    expect(metadata.issuer).toBe(`${server().baseUrl}/dev-idp`);
  });
});
