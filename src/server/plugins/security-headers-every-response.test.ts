// The security headers on every kind of response (issue 26, point 6), table-driven: the SPA's
// page, a built asset, a 304, an API success with personal data, 4xx and 5xx bodies, a
// redirect, a 404 page and a 404 body, the health check; in production as residents reach it
// (behind TLS, so with HSTS), and in development, where the /dev-idp and /dev-inbox pages (which
// show a resident's data) keep their own stricter CSP. security-headers.test.ts checks each
// header's content once; here every kind of answer is checked to carry them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { useProductionBehindTls, signInBehindTls } from '../testing/production-behind-tls';
import { signInResident } from '../testing/signed-in-resident';
import type { SignedInResident } from '../testing/signed-in-resident';
import { TestBrowser, type Hop } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';

/** A build of the SPA: its page and one hashed asset (the server holds whatever WEB_ROOT has). */
const webRoot = mkdtempSync(path.join(tmpdir(), 'utsuru-headers-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>うつる</title><script type="module" src="/assets/index-Hd12Rs34.js"></script></head><body><div id="root"></div></body></html>');
writeFileSync(path.join(webRoot, 'assets', 'index-Hd12Rs34.js'), 'export const page = "うつる";\n');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const ASSET = '/assets/index-Hd12Rs34.js';
const NO_STORE = 'no-store';

/** One kind of answer: how to get it, and what it must be besides the headers every answer carries. */
interface Kind {
  kind: string;
  send: (resident: SignedInResident, anonymous: TestBrowser) => Promise<Hop>;
  status: number;
  cacheControl: string;
  contentType?: RegExp;
}

const json = /^application\/json; charset=utf-8$/;
const html = /^text\/html; charset=utf-8$/;
const post = (browser: TestBrowser, operation: string, body: string, headers: Record<string, string> = {}) =>
  browser.request(`${apiBasePath}/${operation}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** The kinds every deployment answers. */
const kinds: Kind[] = [
  { kind: 'the SPA’s page', send: (_r, a) => a.request('/'), status: 200, cacheControl: 'no-cache', contentType: html },
  { kind: 'a page the SPA does not have (404)', send: (_r, a) => a.request('/no-such-page'), status: 404, cacheControl: 'no-cache', contentType: html },
  { kind: 'a built asset', send: (_r, a) => a.request(ASSET), status: 200, cacheControl: 'public, max-age=31536000, immutable', contentType: /^text\/javascript/ },
  {
    kind: 'a page the browser holds already (304)',
    send: async (_r, a) => a.request('/', { headers: { 'if-none-match': (await a.request('/')).response.headers.get('etag') ?? '' } }),
    status: 304,
    cacheControl: 'no-cache',
  },
  { kind: 'an API success', send: (_r, a) => a.request(`${apiBasePath}/auth_status`), status: 200, cacheControl: NO_STORE, contentType: json },
  { kind: 'an API success with personal data (user_info)', send: (r) => r.browser.request(`${apiBasePath}/user_info`), status: 200, cacheControl: NO_STORE, contentType: json },
  { kind: 'a 400 (a query the contract refuses)', send: (_r, a) => a.request(`${apiBasePath}/login/authz_url?phase=9`), status: 400, cacheControl: NO_STORE, contentType: json },
  { kind: 'a 401 (login required)', send: (_r, a) => a.request(`${apiBasePath}/user_info`), status: 401, cacheControl: NO_STORE, contentType: json },
  { kind: 'a 403 (no CSRF token)', send: (r) => post(r.browser, 'user_session_form_create', '{}'), status: 403, cacheControl: NO_STORE, contentType: json },
  { kind: 'a 404 body (an operation the API does not have)', send: (_r, a) => a.request(`${apiBasePath}/no_such_operation`), status: 404, cacheControl: NO_STORE, contentType: json },
  {
    kind: 'a 413 (a body over the limit)',
    send: (r) => post(r.browser, 'user_session_form_update', JSON.stringify({ phase: 1, mode: 1, values: { x: 'あ'.repeat(400_000) } }), { 'x-csrf-token': r.csrf }),
    status: 413,
    cacheControl: NO_STORE,
    contentType: json,
  },
  { kind: 'a redirect (the login callback)', send: (_r, a) => a.request(`${apiBasePath}/login/callback?state=x&code=y`), status: 302, cacheControl: NO_STORE },
  { kind: 'the health check', send: (_r, a) => a.request('/healthz'), status: 200, cacheControl: NO_STORE, contentType: json },
];

/** What every answer of the app carries, whatever its kind. */
function expectCommonHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("base-uri 'none'");
  expect(csp, what).not.toContain('unsafe-inline');
  expect(csp, what).not.toContain('unsafe-eval');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toMatch(/^(same-origin|no-referrer)$/);
  expect(headers.get('x-robots-tag'), what).toBe('noindex, nofollow');
  expect(headers.get('x-powered-by'), what).toBeNull();
  expect(headers.get('server'), what).toBeNull();
}

async function check(kind: Kind, resident: SignedInResident, anonymous: TestBrowser): Promise<Headers> {
  const { response, url } = await kind.send(resident, anonymous);
  const what = `${kind.kind}: ${url.pathname}`;
  expect(response.status, what).toBe(kind.status);
  expect(response.headers.get('cache-control'), what).toBe(kind.cacheControl);
  if (kind.contentType) expect(response.headers.get('content-type'), what).toMatch(kind.contentType);
  expectCommonHeaders(response.headers, what);
  return response.headers;
}

describe('security headers on every kind of answer, in production behind TLS', () => {
  const production = useProductionBehindTls({ webRoot });
  let resident: SignedInResident;
  beforeAll(async () => {
    resident = await signInBehindTls(production());
  });

  const productionKinds: Kind[] = [
    ...kinds,
    {
      kind: 'a 5xx body (NOT_IMPLEMENTED: no identity-update client in production)',
      send: (r) => post(r.browser, 'xid_data_update_request', '{}', { 'x-csrf-token': r.csrf }),
      status: 501,
      cacheControl: NO_STORE,
      contentType: json,
    },
    { kind: 'the development provider’s path (absent in production: the 404 page)', send: (_r, a) => a.request('/dev-idp/.well-known/openid-configuration'), status: 404, cacheControl: 'no-cache', contentType: html },
  ];

  it.each(productionKinds.map((kind) => [kind.kind, kind] as const))('%s: HSTS, the CSP with upgrade-insecure-requests, and the rest', async (_kind, kind) => {
    const headers = await check(kind, resident, new TestBrowser(production().origin));
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    // The login form posts to the provider only; no /dev-idp origin is allowed in production.
    expect(csp).toContain(`form-action 'self' ${production().idp.issuer}`);
  });
});

describe('security headers on every kind of answer, in development', () => {
  const server = useTestServer({ webRoot });
  let resident: SignedInResident;
  beforeAll(async () => {
    resident = await signInResident(server().baseUrl);
  });

  /** The development stand-ins' pages: the provider's login page, and the recipients' inbox. */
  const developmentPages: Kind[] = [
    {
      kind: 'the development provider’s login page',
      send: async (_r, a) => {
        const { body } = await a.getApi<{ url: string }>('login/authz_url?phase=1&provider=');
        return (await a.navigate(body.url)).page;
      },
      status: 200,
      cacheControl: NO_STORE,
      contentType: html,
    },
    { kind: 'the development inbox (recipients’ messages)', send: (_r, a) => a.request('/dev-inbox'), status: 200, cacheControl: NO_STORE, contentType: html },
  ];

  it.each([...kinds, ...developmentPages].map((kind) => [kind.kind, kind] as const))('%s: every header but HSTS', async (_kind, kind) => {
    const headers = await check(kind, resident, new TestBrowser(server().baseUrl));
    expect(headers.get('strict-transport-security')).toBeNull();
  });
});
