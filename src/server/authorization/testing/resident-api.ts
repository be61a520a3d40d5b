// A signed-in resident's calls to the API as the SPA makes them (the CSRF header on every POST),
// answering status and body as they came, and the signing at the dev IdP's page. For the
// authorization and order properties (issue 26), which build real state over HTTP.
import { apiBasePath } from '#shared/config/brand';
import { enterSigningPin, openSigningPage } from '../../submission/testing/submission-client';
import type { SignedInResident } from '../../testing/signed-in-resident';

export interface RawReply {
  status: number;
  /** The body as received, for searching. */
  text: string;
  /** The body parsed, or null when it is not JSON. */
  json: unknown;
}

export interface ResidentApi extends SignedInResident {
  userId: string;
  /** One call; `target` is the operation's path under /utsuru-api/v1, query string included. */
  call(method: 'GET' | 'POST', target: string, body?: unknown): Promise<RawReply>;
  /** A call that must answer 200: its parsed body. */
  ok<T = Record<string, unknown>>(method: 'GET' | 'POST', target: string, body?: unknown): Promise<T>;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function residentApi(signedIn: SignedInResident, userId: string): ResidentApi {
  const call: ResidentApi['call'] = async (method, target, body) => {
    const headers: Record<string, string> = { 'x-csrf-token': signedIn.csrf };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const { response, body: text } = await signedIn.browser.request(`${apiBasePath}/${target}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, text, json: parsed(text) };
  };
  return {
    ...signedIn,
    userId,
    call,
    async ok(method, target, body) {
      const reply = await call(method, target, body);
      if (reply.status !== 200) throw new Error(`${method} ${target} answered ${reply.status}: ${reply.text}`);
      return reply.json as never;
    },
  };
}

/** Signs a request at the dev IdP's signing page with the test residents' 署名用パスワード. */
export async function signAtDevIdp(signingUrl: string, pin = 'ABCD1234'): Promise<void> {
  const { browser, page } = await openSigningPage(signingUrl);
  const signed = await enterSigningPin(browser, page, pin);
  if (!signed.body.includes('<h1>署名しました</h1>')) throw new Error(`signing did not finish: ${signed.response.status}`);
}
