// A small cookie-keeping HTTP client for integration tests: it behaves like one browser
// profile talking to one origin, and never follows redirects on its own so tests can see them.
import { apiBasePath } from '../../shared/config/brand';

export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(method: string, target: string, init: { body?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const url = new URL(target, this.baseUrl);
    const sameOrigin = url.origin === new URL(this.baseUrl).origin;
    const headers: Record<string, string> = { ...init.headers };
    if (sameOrigin && this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { method, headers, body: init.body, redirect: 'manual' });
    if (sameOrigin) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
        if (expired || value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    return response;
  }

  get(target: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request('GET', target, { headers });
  }

  /** POST to an operation under /utsuru-api/v1; `csrf: null` sends no token header. */
  postApi(operationPath: string, body: unknown, csrf: string | null): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (csrf !== null) headers['x-csrf-token'] = csrf;
    return this.request('POST', `${apiBasePath}/${operationPath}`, { body: JSON.stringify(body), headers });
  }

  async getApi<T = unknown>(operationPath: string): Promise<{ status: number; body: T }> {
    const response = await this.get(`${apiBasePath}/${operationPath}`);
    return { status: response.status, body: (await response.json()) as T };
  }

  async csrfToken(): Promise<string> {
    const { body } = await this.getApi<{ csrf_token: string }>('csrf_token');
    return body.csrf_token;
  }

  /** Follows redirects like a browser would, returning the last response and its URL. */
  async follow(response: Response, from: string): Promise<{ response: Response; url: string }> {
    let current = response;
    let url = from;
    for (let hops = 0; current.status >= 300 && current.status < 400; hops++) {
      if (hops > 20) throw new Error('too many redirects');
      const location = current.headers.get('location');
      if (!location) break;
      url = new URL(location, url).toString();
      current = await this.get(url);
    }
    return { response: current, url };
  }
}
