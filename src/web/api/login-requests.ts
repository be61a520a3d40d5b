// The calls the login and マイページ machines invoke, each resolving with data or throwing ApiError.
import type { AuthzUrl, AuthzUrlRequest } from '../../../machines/login-start.machine';
import { ApiError, unwrap } from './api-error';
import { apiClient } from './client';

export async function fetchAuthzUrl({ phase, provider }: AuthzUrlRequest): Promise<AuthzUrl> {
  const result = unwrap(await apiClient.GET('/login/authz_url', { params: { query: { phase, provider } } }));
  // The URL is about to be opened: refuse anything but a web address (e.g. `javascript:`).
  const { protocol } = new URL(result.url, window.location.href);
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new ApiError(500, 'INTERNAL_SERVER_ERROR', 'login URL is not a web address');
  }
  return result;
}

export async function fetchAuthStatus() {
  return unwrap(await apiClient.GET('/auth_status'));
}

export async function fetchUserInfo() {
  return unwrap(await apiClient.GET('/user_info'));
}

export async function logout() {
  return unwrap(await apiClient.POST('/logout', { body: {} }));
}
