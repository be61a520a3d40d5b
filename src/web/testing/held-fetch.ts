// The network behind the page's API client (api/client.ts) in a DOM test: every request waits
// until the test answers it, so a test chooses which answer comes when, and which comes late.
import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { minimumFetchDelayMs } from '../api/paced-fetch';

export interface HeldRequest {
  /** `METHOD /path?query`, the path after the API base, e.g. `GET /lifeline_businesses?jis_code=131016`. */
  call: string;
  answer(body: unknown, status?: number): void;
}

export interface HeldFetch {
  requests: HeldRequest[];
  /** The request whose call starts with `call`, once it was sent (the first not answered yet). */
  request(call: string): Promise<HeldRequest>;
}

/** Replaces the global fetch (restored by vi.unstubAllGlobals, which the DOM setup runs). */
export function holdFetch(): HeldFetch {
  const requests: HeldRequest[] = [];
  const answered = new Set<HeldRequest>();
  vi.stubGlobal('fetch', (request: Request) => {
    const url = new URL(request.url);
    return new Promise<Response>((resolve) => {
      const held: HeldRequest = {
        call: `${request.method} ${url.pathname.replace(apiBasePath, '')}${url.search}`,
        answer(body, status = 200) {
          answered.add(held);
          resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
        },
      };
      requests.push(held);
    });
  });
  return {
    requests,
    request: (call) =>
      waitFor(() => {
        const found = requests.find((held) => held.call.startsWith(call) && !answered.has(held));
        if (!found) throw new Error(`no request ${call} yet (sent: ${requests.map((held) => held.call).join(', ') || 'none'})`);
        return found;
      }),
  };
}

/**
 * Lets an answer given now go through the client, its 200 ms minimum included (that timer started
 * with the request, so it fires before this one), and what the page does with it run: a late
 * answer a hook ignores has then been ignored.
 */
export async function afterAnswers(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, minimumFetchDelayMs + 20));
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** An error body as the API sends one. */
export const failureBody = (code: string) => ({ status: { code, message: '' } });

/** Leaves the page (`unmount`) while `call` is held, then fails it: a late failure to report, or not. */
export async function failAfterUnmount(network: HeldFetch, call: string, unmount: () => void): Promise<void> {
  const late = await network.request(call);
  unmount();
  late.answer(failureBody('INTERNAL_SERVER_ERROR'), 500);
  await afterAnswers();
}
