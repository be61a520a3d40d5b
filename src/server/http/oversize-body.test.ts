// A body over the limit answers 413 with the shared body (issue 26: it answered 400): 1 MiB for
// the SPA's operations, 64 KiB for the recipients' status callback, whose bytes are kept for the
// signature check. The code stays BAD_REQUEST, since the client maps codes (decision 002).
import { describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';

const tooLarge = { status: 413, body: { status: { code: 'BAD_REQUEST', message: 'リクエストの本文が大きすぎます。' } } };

describe('a body over the limit', () => {
  const server = useTestServer();

  it('answers 413 on an operation of the SPA, and a body just within the limit is read', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const csrf = await browser.csrfToken();
    const padded = (bytes: number) => ({ phase: 1, padding: 'a'.repeat(bytes) });
    expect(await browser.postApi('input_confirm', padded(1024 * 1024), csrf)).toEqual(tooLarge);
    // Read and parsed, then refused for what it says: the contract has no `padding`.
    const within = await browser.postApi<{ status: { message: string } }>('input_confirm', padded(1000 * 1000), csrf);
    expect(within.status).toBe(400);
    expect(within.body.status.message).toContain('リクエストの内容が正しくありません');
  });

  it('answers 413 on the status callback past 64 KiB, before any signature is checked', async () => {
    const response = await fetch(`${server().baseUrl}${apiBasePath}/recipients/municipality.131016/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'a'.repeat(70 * 1024) }),
    });
    expect({ status: response.status, body: await response.json() }).toEqual(tooLarge);
  });
});
