// A cookie-keeping HTTP client for integration tests: one browser profile. It never follows a
// redirect on its own, so a test can look at every hop; `navigate` follows them when asked.
// Cookies are host-only with RFC 6265 path matching, which is all loopback test servers need.
import { apiBasePath } from '#shared/config/brand';

interface StoredCookie {
  host: string;
  name: string;
  value: string;
  path: string;
}

/** One answer, its body already read (so `response`'s own body is spent). */
export interface Hop {
  url: URL;
  response: Response;
  body: string;
}

export interface ApiReply<T> {
  status: number;
  body: T;
}

export interface RequestOptions {
  /** Defaults to GET, or POST when there is a body. */
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent as application/x-www-form-urlencoded, instead of `body`. */
  form?: Record<string, string>;
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

export class TestBrowser {
  readonly #cookies = new Map<string, StoredCookie>();

  /**
   * `baseUrl` is the origin relative targets resolve against, usually the app under test;
   * `defaultHeaders` go with every request (the load bench names each resident's address).
   */
  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  /** The value of a cookie the browser holds for `baseUrl`. */
  cookie(name: string): string | undefined {
    const url = new URL(this.baseUrl);
    return this.#cookiesFor(url).find((cookie) => cookie.name === name)?.value;
  }

  /** Plants a cookie for `baseUrl`, as an attacker fixing a session id would. */
  setCookie(name: string, value: string): void {
    const host = new URL(this.baseUrl).host;
    this.#cookies.set(`${host};${name};/`, { host, name, value, path: '/' });
  }

  #cookiesFor(url: URL): StoredCookie[] {
    return [...this.#cookies.values()].filter((cookie) => cookie.host === url.host && pathMatches(url.pathname, cookie.path));
  }

  #store(url: URL, response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const cookie: StoredCookie = { host: url.host, name: pair.slice(0, separator), value: pair.slice(separator + 1), path: '/' };
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        const name = key.toLowerCase();
        if (name === 'path' && value.startsWith('/')) cookie.path = value;
        if (name === 'expires' && Date.parse(value) <= Date.now()) expired = true;
        if (name === 'max-age' && Number(value) <= 0) expired = true;
      }
      const key = `${cookie.host};${cookie.name};${cookie.path}`;
      if (expired || cookie.value === '') this.#cookies.delete(key);
      else this.#cookies.set(key, cookie);
    }
  }

  /** One request; a redirect is returned, not followed. */
  async request(target: string | URL, options: RequestOptions = {}): Promise<Hop> {
    const url = new URL(target, this.baseUrl);
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    let body = options.body;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const cookies = this.#cookiesFor(url);
    if (cookies.length > 0) headers.cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    this.#store(url, response);
    return { url, response, body: await response.text() };
  }

  /**
   * Sends the request and follows redirects (GET) until an answer is not a redirect, or the
   * next location satisfies `stopAt`: then that location is returned without being fetched.
   */
  async navigate(
    target: string | URL,
    options: RequestOptions = {},
    stopAt: (next: URL) => boolean = () => false,
  ): Promise<{ page: Hop; stoppedAt?: URL }> {
    let hop = await this.request(target, options);
    for (let redirects = 0; redirects < 20; redirects += 1) {
      const location = hop.response.headers.get('location');
      if (hop.response.status < 300 || hop.response.status >= 400 || !location) return { page: hop };
      const next = new URL(location, hop.url);
      if (stopAt(next)) return { page: hop, stoppedAt: next };
      hop = await this.request(next);
    }
    throw new Error('too many redirects');
  }

  /** GET an operation under /utsuru-api/v1 and read its JSON answer. */
  getApi<T = unknown>(operationPath: string): Promise<ApiReply<T>> {
    return this.#api<T>(operationPath, {});
  }

  /** POST JSON to an operation under /utsuru-api/v1; `csrf: null` sends no token header. */
  postApi<T = unknown>(operationPath: string, body: unknown, csrf: string | null, extraHeaders: Record<string, string> = {}): Promise<ApiReply<T>> {
    const headers: Record<string, string> = { ...extraHeaders, 'content-type': 'application/json' };
    if (csrf !== null) headers['x-csrf-token'] = csrf;
    return this.#api<T>(operationPath, { method: 'POST', body: JSON.stringify(body), headers });
  }

  async #api<T>(operationPath: string, options: RequestOptions): Promise<ApiReply<T>> {
    const { response, body } = await this.request(`${apiBasePath}/${operationPath}`, options);
    return { status: response.status, body: JSON.parse(body) as T };
  }

  async csrfToken(): Promise<string> {
    const { body } = await this.getApi<{ csrf_token: string }>('csrf_token');
    return body.csrf_token;
  }
}
