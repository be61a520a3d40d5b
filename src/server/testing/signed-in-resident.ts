// A test browser signed in as one of the dev IdP's test residents, with its CSRF token, for
// integration tests of the operations that need a login.
import { loginThroughDevIdp, type LoginOptions } from './dev-idp-login';
import { TestBrowser } from './test-browser';

export interface SignedInResident {
  browser: TestBrowser;
  csrf: string;
}

export async function signInResident(baseUrl: string, options: LoginOptions = {}): Promise<SignedInResident> {
  const browser = new TestBrowser(baseUrl);
  await loginThroughDevIdp(browser, options);
  return { browser, csrf: await browser.csrfToken() };
}
