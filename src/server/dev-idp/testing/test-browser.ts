// Test helper: a cookie-carrying HTTP client that follows redirects one hop at a time, so a
// test can drive a real login through /dev-idp the way a browser would and stop at any hop.
// Cookies follow RFC 6265 path matching; all test traffic is on one host.

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface Hop {
  url: URL;
  response: Response;
  body: string;
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

export class TestBrowser {
  readonly #cookies = new Map<string, StoredCookie>();

  /** Cookies the browser would send to `url`, for assertions. */
  cookiesFor(url: string | URL): StoredCookie[] {
    const { pathname } = new URL(url);
    return [...this.#cookies.values()].filter((cookie) => pathMatches(pathname, cookie.path));
  }

  #store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const cookie: StoredCookie = { name: pair.slice(0, separator), value: pair.slice(separator + 1), path: '/' };
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        const name = key.toLowerCase();
        if (name === 'path' && value.startsWith('/')) cookie.path = value;
        if (name === 'expires' && Date.parse(value) <= Date.now()) expired = true;
        if (name === 'max-age' && Number(value) <= 0) expired = true;
      }
      const key = `${cookie.name};${cookie.path}`;
      if (expired || cookie.value === '') this.#cookies.delete(key);
      else this.#cookies.set(key, cookie);
    }
  }

  /** One request, no redirect following. `form` posts application/x-www-form-urlencoded. */
  async request(url: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Hop> {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    const cookies = this.cookiesFor(target);
    if (cookies.length > 0) headers.cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
    this.#store(response);
    return { url: target, response, body: await response.text() };
  }

  /**
   * Sends the request and follows redirects (GET) until a response is not a redirect, or the
   * next location satisfies `stopAt` — then that location is returned without being fetched.
   */
  async navigate(
    url: string | URL,
    init: { method?: string; form?: Record<string, string> } = {},
    stopAt: (next: URL) => boolean = () => false,
  ): Promise<{ page: Hop; stoppedAt?: URL }> {
    let hop = await this.request(url, init);
    for (let redirects = 0; redirects < 10; redirects += 1) {
      const location = hop.response.headers.get('location');
      if (hop.response.status < 300 || hop.response.status >= 400 || !location) return { page: hop };
      const next = new URL(location, hop.url);
      if (stopAt(next)) return { page: hop, stoppedAt: next };
      hop = await this.request(next);
    }
    throw new Error('too many redirects');
  }
}

/** The `action` of the first form whose action ends with `suffix`. */
export function formAction(html: string, base: URL, suffix: string): URL {
  for (const match of html.matchAll(/<form\b[^>]*\baction="([^"]+)"/g)) {
    const action = (match[1] ?? '').replaceAll('&amp;', '&');
    if (action.endsWith(suffix)) return new URL(action, base);
  }
  throw new Error(`no form posting to …${suffix}`);
}
