// The app in production mode as residents reach it: behind a TLS-terminating proxy on loopback
// (its PUBLIC_URL is the proxy's https origin, and the proxy is its one trusted proxy), with an
// external identity provider over HTTPS (test-oidc-provider.ts) instead of the /dev-idp that
// production does not have. Everything is on loopback and stopped after the suite.
//
// The app is built in this process, as useTestServer builds it (the same buildApp main.ts
// runs), not as a child process: main.ts refuses production while the shipped seeds deliver to
// the development inbox (decision 019), and a child would create a PGlite database of its own.
import { randomBytes } from 'node:crypto';
import { apiBasePath } from '#shared/config/brand';
import { loadTestResidents } from '../dev-idp/residents';
import { productionEnv } from './production-env';
import type { SignedInResident } from './signed-in-resident';
import { makeLoopbackCertificate, trustInThisProcess } from './self-signed-certificate';
import { useSuiteResource } from './suite-resource';
import { startTestOidcProvider, type TestOidcProvider } from './test-oidc-provider';
import { TestBrowser } from './test-browser';
import { startTestServer, type TestServer } from './test-server';
import { startTlsProxy } from './tls-proxy';

export interface ProductionBehindTls {
  /** https://127.0.0.1:<port>: the proxy, and the app's PUBLIC_URL. */
  origin: string;
  /** The app behind the proxy (its plain-HTTP baseUrl is what only the proxy should reach). */
  server: TestServer;
  idp: TestOidcProvider;
  /** The app's registered callback, `${origin}/utsuru-api/v1/login/callback`. */
  redirectUri: string;
  /** Another callback the provider has registered for the same client, as a staging one would be. */
  otherRedirectUri: string;
}

/** The claims a provider releases for test resident #0 (青木 陽斗). */
async function residentClaims(): Promise<{ subject: string; claims: Record<string, unknown> }> {
  const resident = (await loadTestResidents())[0];
  if (!resident) throw new Error('no test resident #0');
  const { sub, family_name, given_name, family_name_kana, given_name_kana, birthdate, gender, email, address } = resident;
  return { subject: sub, claims: { family_name, given_name, family_name_kana, given_name_kana, birthdate, gender, email, address } };
}

async function startProductionBehindTls(options: { webRoot?: string }): Promise<ProductionBehindTls & { close(): Promise<void> }> {
  const undo: (() => unknown)[] = [];
  const close = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    const certificate = await makeLoopbackCertificate();
    undo.push(trustInThisProcess(certificate));
    const proxy = await startTlsProxy(certificate);
    undo.push(() => proxy.close());
    const redirectUri = `${proxy.origin}${apiBasePath}/login/callback`;
    const otherRedirectUri = `https://staging.utsuru.example${apiBasePath}/login/callback`;
    const client = { clientId: 'utsuru', clientSecret: randomBytes(24).toString('base64url'), redirectUris: [redirectUri, otherRedirectUri] };
    const idp = await startTestOidcProvider({ certificate, client, ...(await residentClaims()) });
    undo.push(() => idp.close());
    const server = await startTestServer({
      ...(options.webRoot ? { webRoot: options.webRoot } : {}),
      env: {
        ...productionEnv,
        IDP_PROVIDERS: JSON.stringify([{ id: '', issuer: idp.issuer, client_id: client.clientId, client_secret: client.clientSecret }]),
        PUBLIC_URL: proxy.origin,
        TRUSTED_PROXIES: '127.0.0.1',
      },
    });
    undo.push(() => server.close());
    proxy.forwardTo(server.baseUrl);
    return { origin: proxy.origin, server, idp, redirectUri, otherRedirectUri, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One production app behind TLS for a whole test file or describe. */
export function useProductionBehindTls(options: { webRoot?: string } = {}): () => ProductionBehindTls {
  return useSuiteResource('the production app behind TLS', () => startProductionBehindTls(options), (running) => running.close());
}

const isAppCallback = (next: URL) => next.pathname === `${apiBasePath}/login/callback`;

/**
 * Starts a login at the app (the normal flow, the primary provider), lets `change` tamper with
 * the authorization request, and follows the provider back to the app's callback, which it
 * returns unvisited.
 */
export async function authorizeAtProvider(resident: TestBrowser, change: (authorization: URL) => void = () => undefined): Promise<{ authorization: URL; callback: URL }> {
  const { status, body } = await resident.getApi<{ url: string }>('login/authz_url?phase=1&provider=');
  if (status !== 200) throw new Error(`login/authz_url answered ${status}`);
  const authorization = new URL(body.url);
  change(authorization);
  const { page, stoppedAt } = await resident.navigate(authorization, {}, isAppCallback);
  if (!stoppedAt) throw new Error(`the provider answered ${page.response.status} without sending the browser back`);
  return { authorization, callback: stoppedAt };
}

/** A browser signed in through the proxy at the provider, with its CSRF token. */
export async function signInBehindTls(running: ProductionBehindTls): Promise<SignedInResident> {
  const browser = new TestBrowser(running.origin);
  const landed = await browser.request((await authorizeAtProvider(browser)).callback);
  if (landed.response.headers.get('location') !== '/mypage') throw new Error('the login did not land on /mypage');
  return { browser, csrf: await browser.csrfToken() };
}
