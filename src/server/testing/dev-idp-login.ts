// Drives the real login through the embedded /dev-idp pages, as a browser would, for
// integration tests and the benchmark.
import { apiBasePath } from '../../shared/config/brand';
import type { TestBrowser } from './test-browser';

export interface LoginOptions {
  phase?: 1 | 2 | 3;
  provider?: '' | 'lp' | 'mint';
  residentIndex?: number;
  pin?: string;
}

function formAction(html: string, suffix: string): string {
  const match = html.match(new RegExp(`action="([^"]*/${suffix})"`));
  if (!match?.[1]) throw new Error(`no ${suffix} form on the IdP page`);
  return match[1].replace(/&amp;/g, '&');
}

/** Runs the login up to the redirect back to our callback, and returns that URL unvisited. */
export async function authorizeAtDevIdp(browser: TestBrowser, options: LoginOptions = {}): Promise<string> {
  const { phase = 1, provider = '', residentIndex = 0, pin = '1234' } = options;
  const { body } = await browser.getApi<{ url: string }>(`login/authz_url?phase=${phase}&provider=${provider}`);
  const { response: loginPage, url } = await browser.follow(await browser.get(body.url), body.url);
  const html = await loginPage.text();
  const residents = [...html.matchAll(/name="resident" value="([^"]+)"/g)].map((m) => m[1]);
  const resident = residents[residentIndex];
  if (!resident) throw new Error(`no test resident #${residentIndex} on the IdP page`);
  let response = await browser.request('POST', new URL(formAction(html, 'login'), url).toString(), {
    body: new URLSearchParams({ resident, pin }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  let current = url;
  for (let hops = 0; hops < 20; hops++) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`the IdP stopped at ${response.status} without reaching the callback`);
    current = new URL(location, current).toString();
    if (new URL(current).pathname === `${apiBasePath}/login/callback`) return current;
    response = await browser.get(current);
  }
  throw new Error('too many redirects at the IdP');
}

/** A complete login; returns where the callback sent the browser. */
export async function loginThroughDevIdp(browser: TestBrowser, options: LoginOptions = {}): Promise<string> {
  const callback = await authorizeAtDevIdp(browser, options);
  const response = await browser.get(callback);
  return new URL(response.headers.get('location') ?? '', browser.baseUrl).pathname;
}
