// Signs a resident in through the development provider's login pages, as a browser does, from
// the resident's own address (X-Forwarded-For, believed because the bench's server trusts one
// proxy hop): the login limit counts per address, and a peak's residents come from many.
import { apiBasePath } from '#shared/config/brand';
import { signInAtDevIdp } from '../../src/server/testing/dev-idp-login';
import { TestBrowser } from '../../src/server/testing/test-browser';

export interface SignedIn {
  /** Cookie, CSRF token and address: what every API call of this resident carries. */
  headers: Record<string, string>;
}

/** A distinct private address per resident. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function signIn(baseUrl: string, subject: string, n: number): Promise<SignedIn> {
  const address = addressOf(n);
  const browser = new TestBrowser(baseUrl, { 'x-forwarded-for': address });
  const { body } = await browser.getApi<{ url: string }>('login/authz_url?phase=1&provider=');
  const { stoppedAt } = await signInAtDevIdp(browser, body.url, { resident: subject }, (next) => next.pathname === `${apiBasePath}/login/callback`);
  if (!stoppedAt) throw new Error(`the login of ${subject} did not reach the callback`);
  await browser.request(stoppedAt);
  const csrf = await browser.csrfToken();
  const cookie = browser.cookie('utsuru_sid');
  if (!cookie) throw new Error(`the login of ${subject} left no session`);
  return { headers: { cookie: `utsuru_sid=${cookie}`, 'x-csrf-token': csrf, 'x-forwarded-for': address, 'accept-encoding': 'gzip, deflate, br' } };
}
