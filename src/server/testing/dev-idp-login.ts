// Drives a login through the embedded /dev-idp pages as a browser would, for the IdP's own
// tests, the relying party's, and integration tests of the whole app.
import { apiBasePath } from '#shared/config/brand';
import { loadTestResidents } from '../dev-idp/residents';
import type { Hop, TestBrowser } from './test-browser';

/** The `action` of the first form on `page` whose action ends with `suffix`. */
export function formAction(page: Hop, suffix: string): URL {
  for (const match of page.body.matchAll(/<form\b[^>]*\baction="([^"]+)"/g)) {
    const action = (match[1] ?? '').replaceAll('&amp;', '&');
    if (action.endsWith(suffix)) return new URL(action, page.url);
  }
  throw new Error(`no form posting to …${suffix}`);
}

export interface DevIdpChoice {
  /** The resident's subject; `abort` needs none. */
  resident?: string;
  pin?: string;
  /** `login` submits resident and PIN, `abort` is the cancel button. */
  action?: 'login' | 'abort';
}

/**
 * Opens an authorization request, follows it to the login page and submits that page, then
 * follows redirects until one satisfies `stopAt` (returned unvisited as `stoppedAt`).
 */
export async function signInAtDevIdp(
  browser: TestBrowser,
  authorizationUrl: string | URL,
  { resident, pin = '1234', action = 'login' }: DevIdpChoice,
  stopAt?: (next: URL) => boolean,
): Promise<{ loginPage: Hop; page: Hop; stoppedAt?: URL }> {
  const { page: loginPage } = await browser.navigate(authorizationUrl);
  const form: Record<string, string> = action === 'login' ? { resident: resident ?? '', pin } : {};
  const result = await browser.navigate(formAction(loginPage, `/${action}`), { form }, stopAt);
  return { loginPage, ...result };
}

export interface LoginOptions {
  phase?: 1 | 2 | 3;
  provider?: '' | 'lp' | 'mint';
  /** Index into the test residents (src/server/dev-idp/residents.json). */
  residentIndex?: number;
  pin?: string;
  action?: DevIdpChoice['action'];
}

const isAppCallback = (next: URL) => next.pathname === `${apiBasePath}/login/callback`;

/** Starts a login at the app and runs it up to the redirect back to our callback, which it returns unvisited. */
export async function authorizeAtDevIdp(browser: TestBrowser, options: LoginOptions = {}): Promise<string> {
  const { phase = 1, provider = '', residentIndex = 0, pin, action } = options;
  const resident = (await loadTestResidents())[residentIndex]?.sub;
  if (!resident) throw new Error(`no test resident #${residentIndex}`);
  const { body } = await browser.getApi<{ url: string }>(`login/authz_url?phase=${phase}&provider=${provider}`);
  const { page, stoppedAt } = await signInAtDevIdp(browser, body.url, { resident, pin, action }, isAppCallback);
  if (!stoppedAt) throw new Error(`the IdP stopped at ${page.response.status} without reaching the callback`);
  return stoppedAt.toString();
}

/** A complete login; returns the path the callback sent the browser to. */
export async function loginThroughDevIdp(browser: TestBrowser, options: LoginOptions = {}): Promise<string> {
  const { response, url } = await browser.request(await authorizeAtDevIdp(browser, options));
  return new URL(response.headers.get('location') ?? '', url).pathname;
}
