// Requests Fastify refuses before routing, sent over a raw socket (fetch would escape the
// target or refuse the headers itself): each is answered with the shared error body, and no
// answer echoes the path it was sent.
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-http';
import { useTestServer } from '../testing/test-server';

const sharedBody = (status: number) => ({ status, body: { status: { code: 'BAD_REQUEST', message: expect.any(String) } } });

describe('requests refused before routing', () => {
  const server = useTestServer();
  const send = async (target: string, extraHeaders = '') => {
    const { host } = new URL(server().baseUrl);
    const reply = await rawRequest(server().baseUrl, `GET ${target} HTTP/1.1\r\nHost: ${host}${extraHeaders}`);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    return { raw: reply.body, reply: { status: reply.status, body: JSON.parse(reply.body) as unknown } };
  };

  it.each([
    ['an API path', '/utsuru-api/v1/\xe3\x81\x82'],
    ['a page path', '/step/\xe3\x81\x82'],
  ])('a raw non-ASCII byte in %s → 400 and the shared body', async (_where, target) => {
    expect((await send(target)).reply).toEqual(sharedBody(400));
  });

  it.each([
    ['an API path', '/utsuru-api/v1/%zz-secret-marker'],
    ['a page path', '/%E0%A4%A-secret-marker'],
    ['a path parameter', '/utsuru-api/v1/user_session/%ff-secret-marker'],
  ])('a bad percent-encoding in %s (FST_ERR_BAD_URL) → 400, the shared body, the path not echoed', async (_where, target) => {
    const { raw, reply } = await send(target);
    expect(reply).toEqual(sharedBody(400));
    expect(raw).not.toContain('secret-marker');
    expect(raw).not.toContain('FST_ERR');
  });

  it('an overlong path parameter (FST_ERR_MAX_PARAM_LENGTH) → 400, the shared body, the path not echoed', async () => {
    const { raw, reply } = await send(`/utsuru-api/v1/user_session/${'9'.repeat(120)}-secret-marker`);
    expect(reply).toEqual(sharedBody(400));
    expect(raw).not.toContain('secret-marker');
  });

  it('headers too large → 431 and the shared body', async () => {
    expect((await send('/utsuru-api/v1/auth_status', `\r\nX-Padding: ${'a'.repeat(20_000)}`)).reply).toEqual(sharedBody(431));
  });
});
