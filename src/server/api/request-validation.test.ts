// The server validates every request against openapi/openapi.yaml, whatever the client did:
// unknown fields and wrong types are rejected with BAD_REQUEST, never stripped or coerced.
import { beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';

const badRequest = { status: { code: 'BAD_REQUEST', message: expect.any(String) } };

describe('spec-first request validation', () => {
  const server = useTestServer();
  let browser: TestBrowser;
  let csrf: string;

  beforeAll(async () => {
    browser = new TestBrowser(server().baseUrl);
    csrf = await browser.csrfToken();
  });

  it.each([
    ['a phase outside 1–3', 'login/authz_url?phase=4'],
    ['a phase that is not a number', 'login/authz_url?phase=abc'],
    ['a missing phase', 'login/authz_url'],
    ['an unknown provider', 'login/authz_url?phase=2&provider=evil'],
    ['a provider the normal flow does not offer', 'login/authz_url?phase=1&provider=mint'],
  ])('rejects %s', async (_name, path) => {
    const { status, body } = await browser.getApi(path);
    expect(status).toBe(400);
    expect(body).toEqual(badRequest);
  });

  it('accepts a well-formed query', async () => {
    const { status, body } = await browser.getApi<{ url: string; new_tab: boolean }>('login/authz_url?phase=1&provider=lp');
    expect(status).toBe(200);
    expect(body.new_tab).toBe(true);
    expect(new URL(body.url).searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('rejects an unknown body field instead of stripping it', async () => {
    const response = await browser.postApi('logout', { everything: true }, csrf);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(badRequest);
  });

  it('rejects a wrong type instead of coercing it', async () => {
    const response = await browser.postApi('pref_to_towns/', { zipcode: 1000001 }, csrf);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(badRequest);
  });

  it('rejects malformed JSON', async () => {
    const { response, body } = await browser.request('/utsuru-api/v1/logout', {
      method: 'POST',
      body: '{"oops"',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(body)).toEqual(badRequest);
  });

  it('lets a valid body through to the handler', async () => {
    const response = await browser.postApi<{ status: { code: string } }>('pref_to_towns/', { zipcode: '1000001' }, csrf);
    expect(response.status).toBe(200);
    expect(response.body.status.code).toBe('OK');
  });

  it('asks for a login before answering personal data', async () => {
    const { status, body } = await new TestBrowser(server().baseUrl).getApi('user_info');
    expect(status).toBe(401);
    expect(body).toEqual({ status: { code: 'AUTH_REQUIRED', message: expect.any(String) } });
  });
});
