// Every POST of the contract, sent every content type by a signed-in resident with a valid CSRF
// token (so the content type is the only thing wrong): a body the contract does not accept is
// refused with the shared error body before any handler runs; JSON still gets through.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec } from '../../../openapi/load-spec';
import { listOperations } from '../../../openapi/spec-walk';
import { apiBasePath } from '#shared/config/brand';
import { signInResident, type SignedInResident } from '../testing/signed-in-resident';
import { useTestServer } from '../testing/test-server';
import { bodyRulesOf, missingBodyMessage, unsupportedMediaTypeMessage } from './request-body-contract';

const spec = await loadBundledSpec();
const rules = bodyRulesOf(spec);
const posts = listOperations(spec)
  .filter((entry) => entry.method === 'post')
  .map((entry) => ({
    operationId: entry.operation.operationId!,
    // The one POST with a required query parameter gets it, so only the body can be wrong.
    target: `${apiBasePath}${entry.path}${entry.path.startsWith('/user_session_initialize') ? '?phase=1' : ''}`,
  }))
  // An accepted logout ends the resident's session: it goes last.
  .sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));

const boundary = 'utsuru-test-boundary';
const refusedBodies = [
  { contentType: 'text/plain', body: '{"phase":1}' },
  { contentType: 'text/plain;charset=utf-8', body: '{}' },
  { contentType: 'application/x-www-form-urlencoded', body: 'phase=1' },
  { contentType: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nContent-Disposition: form-data; name="phase"\r\n\r\n1\r\n--${boundary}--\r\n` },
  { contentType: 'application/xml', body: '<phase>1</phase>' },
  { contentType: undefined, body: '{"phase":1}' },
] as const;

describe('request bodies the contract does not accept', () => {
  const server = useTestServer();
  let resident: SignedInResident;
  beforeAll(async () => {
    resident = await signInResident(server().baseUrl);
  });

  const post = async (target: string, contentType: string | undefined, body: string | undefined) => {
    const headers: Record<string, string> = { 'x-csrf-token': resident.csrf };
    if (contentType) headers['content-type'] = contentType;
    // fetch labels a string body text/plain itself; bytes go out without a content type.
    const payload = body === undefined ? undefined : contentType ? body : new TextEncoder().encode(body);
    const { response, body: text } = await resident.browser.request(target, { method: 'POST', headers, body: payload as string | undefined });
    return { status: response.status, body: JSON.parse(text) as { status: { code: string; message: string } } };
  };

  it('covers every POST of the contract', () => {
    expect(posts.length).toBeGreaterThanOrEqual(23);
  });

  for (const { operationId, target } of posts) {
    for (const { contentType, body } of refusedBodies) {
      it(`${operationId} refuses a ${contentType ?? 'untyped'} body with 415 and the shared error body`, async () => {
        const reply = await post(target, contentType, body);
        expect(reply).toEqual({ status: 415, body: { status: { code: 'BAD_REQUEST', message: unsupportedMediaTypeMessage } } });
      });
    }

    const rule = rules.get(operationId)!;
    it(`${operationId} without any body: ${rule.required ? 'refused, the contract requires one' : 'accepted, the body is optional'}`, async () => {
      const reply = await post(target, undefined, undefined);
      if (rule.required) expect(reply).toEqual({ status: 400, body: { status: { code: 'BAD_REQUEST', message: missingBodyMessage } } });
      else expect([unsupportedMediaTypeMessage, missingBodyMessage]).not.toContain(reply.body.status?.message);
    });

    it(`${operationId} accepts application/json;charset=utf-8 (the control)`, async () => {
      const reply = await post(target, 'application/json;charset=utf-8', '{}');
      expect(reply.status).not.toBe(415);
      expect(reply.body.status?.code).not.toBe('INTERNAL_SERVER_ERROR');
      expect([unsupportedMediaTypeMessage, missingBodyMessage]).not.toContain(reply.body.status?.message);
    });
  }
});
