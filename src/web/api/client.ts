// The SPA's one API client (brief §3), typed from the OpenAPI spec. Its middleware sends
// the CSRF header on every POST, retries once with a fresh token after INVALID_CSRF_TOKEN
// (spec §7), and turns any failure body into the `{status:{code,message}}` shape.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiBasePath } from '#shared/config/brand';
import { isErrorBody } from './api-error';
import type { ClientPaths } from './client-paths';
import { getCsrfToken } from './csrf';
import { createCsrfTokenStore, type CsrfTokenStore } from './csrf-token-store';
import { loadingActivity } from '../loading/loading-activity';
import { withLoadingActivity, withMinimumDelay } from './paced-fetch';

export const csrfHeader = 'X-CSRF-TOKEN';

export type ApiClient = Client<ClientPaths>;

export interface Api {
  client: ApiClient;
  csrf: CsrfTokenStore;
}

async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    return isErrorBody(body) ? body.status.code : undefined;
  } catch {
    return undefined;
  }
}

function csrfMiddleware(csrf: CsrfTokenStore): Middleware {
  // A sent request's body is spent, so keep an untouched copy per call for the one retry.
  const copies = new Map<string, Request>();
  return {
    async onRequest({ request, id }) {
      if (request.method !== 'POST') return undefined;
      request.headers.set(csrfHeader, await csrf.current());
      copies.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, options }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (!copy || response.ok || (await errorCodeOf(response)) !== 'INVALID_CSRF_TOKEN') return undefined;
      copy.headers.set(csrfHeader, await csrf.refresh());
      return options.fetch(copy);
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}

/** Failures that are not ours (a proxy's HTML page, an empty 502) become INTERNAL_SERVER_ERROR. */
const errorBodyMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    try {
      if (isErrorBody(await response.clone().json())) return undefined;
    } catch {
      // not JSON: normalise below
    }
    const body = { status: { code: 'INTERNAL_SERVER_ERROR', message: `HTTP ${response.status}` } };
    return new Response(JSON.stringify(body), {
      status: response.status,
      statusText: response.statusText,
      headers: { 'content-type': 'application/json' },
    });
  },
};

export function createApi(options: { baseUrl: string; fetch?: (request: Request) => Promise<Response> }): Api {
  const client = createClient<ClientPaths>({
    baseUrl: options.baseUrl,
    // Resolve the global at call time, so the page's fetch is used even if replaced later.
    fetch: options.fetch ?? ((input) => globalThis.fetch(input)),
    credentials: 'same-origin',
  });
  const csrf = createCsrfTokenStore(() => getCsrfToken(client));
  // onResponse runs in reverse order: the CSRF retry first, then the body normalisation.
  client.use(errorBodyMiddleware, csrfMiddleware(csrf));
  return { client, csrf };
}

// The page's client: every call lasts at least 200 ms (spec §9) and counts as loading for the
// progress bar. Tests build their own with createApi and no delay.
const api = createApi({
  baseUrl: apiBasePath,
  fetch: withLoadingActivity(withMinimumDelay((request) => globalThis.fetch(request)), loadingActivity),
});

/** The client every page uses. */
export const apiClient = api.client;
/** The CSRF token store behind `apiClient` (filled at start by main.tsx). */
export const csrfTokens = api.csrf;
