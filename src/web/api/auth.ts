// The login calls (auth_status, user_info, login/authz_url, logout), one function per
// operation. Each takes the client, so a test can pass one over a fake network; each resolves
// with the data or throws ApiError.
import type { AuthzUrl, AuthzUrlRequest } from '#machines/login-start.machine';
import { ApiError, unwrap } from './api-error';
import type { ApiClient } from './client';

/** GET auth_status: who is signed in. The shell reads it once per navigation (route-session.ts). */
export async function getAuthStatus(client: ApiClient) {
  return unwrap(await client.GET('/auth_status'));
}

/** GET user_info: the resident's verified identity. */
export async function getUserInfo(client: ApiClient) {
  return unwrap(await client.GET('/user_info'));
}

/** GET login/authz_url: where to send the resident to log in; only a web address is accepted. */
export async function getAuthzUrl(client: ApiClient, { phase, provider }: AuthzUrlRequest): Promise<AuthzUrl> {
  const result = unwrap(await client.GET('/login/authz_url', { params: { query: { phase, provider } } }));
  // The URL is about to be opened: refuse anything but a web address (e.g. `javascript:`).
  const { protocol } = new URL(result.url, globalThis.location?.href);
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new ApiError(500, 'INTERNAL_SERVER_ERROR', 'login URL is not a web address');
  }
  return result;
}

/** POST logout. */
export async function logout(client: ApiClient) {
  return unwrap(await client.POST('/logout', { body: {} }));
}
