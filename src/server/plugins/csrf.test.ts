// The CSRF matrix: every POST operation of the contract, each way a token can be wrong; and the
// signed token itself (decision 014): bound to the session and the server's key, checked without
// a session read.
import { createHmac, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec } from '../../../openapi/load-spec';
import { sessionIdOf } from '../repositories/session-repository';
import { loginThroughDevIdp } from '../testing/dev-idp-login';
import { snapshotTables } from '../testing/table-snapshot';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';

interface SpecPaths {
  paths: Record<string, Record<string, { operationId: string; parameters?: { $ref?: string }[] }>>;
}

const spec = (await loadBundledSpec()) as unknown as SpecPaths;
const allPosts = Object.entries(spec.paths)
  .filter(([, item]) => item.post)
  .map(([path, item]) => ({
    path: path.replace(/^\//, ''),
    operationId: item.post!.operationId,
    takesToken: (item.post!.parameters ?? []).some((p) => p.$ref === '#/components/parameters/CsrfToken'),
  }));
const postOperations = allPosts.filter((operation) => operation.takesToken);

describe('CSRF on every POST', () => {
  const server = useTestServer();
  let victim: TestBrowser;
  let otherToken: string;

  beforeAll(async () => {
    victim = new TestBrowser(server().baseUrl);
    await victim.csrfToken();
    otherToken = await new TestBrowser(server().baseUrl).csrfToken();
  });

  it('covers every POST of the contract but the recipients\' signed, server-to-server callback and the funnel\'s beacon', () => {
    expect(postOperations.length).toBeGreaterThanOrEqual(23);
    // recordFlowEvents takes the same token in its body (sendBeacon sets no header): flow-funnel.test.ts.
    expect(allPosts.filter((operation) => !operation.takesToken).map((operation) => operation.operationId).sort()).toEqual(['recipientStatusCallback', 'recordFlowEvents']);
  });

  it('lets the status callback through without a token, to its signature check (decision 019)', async () => {
    // Its rate limit counts the call (a row of rate_limits); nothing else changes.
    const before = await snapshotTables(server().database, ['rate_limits']);
    const response = await victim.postApi('recipients/municipality.131016/status', { message_id: '3f1c2a9e-8b7d-4c6e-9a51-2d4f6b8e0c13', status: 'completed' }, null, {
      'webhook-id': 'forged',
      'webhook-timestamp': '1795759200',
      'webhook-signature': 'v1,AAAA',
    });
    expect(response.status).toBe(401);
    expect(await snapshotTables(server().database, ['rate_limits'])).toBe(before);
  });

  const cases = [
    { name: 'no token', token: () => null },
    { name: 'a wrong token', token: () => 'x'.repeat(43) },
    { name: "another session's token", token: () => otherToken },
  ] as const;

  for (const operation of postOperations) {
    for (const c of cases) {
      it(`${operation.operationId} with ${c.name} → INVALID_CSRF_TOKEN, nothing changes`, async () => {
        const before = await snapshotTables(server().database);
        const response = await victim.postApi(operation.path, {}, c.token());
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ status: { code: 'INVALID_CSRF_TOKEN', message: expect.any(String) } });
        expect(await snapshotTables(server().database)).toBe(before);
      });
    }

    it(`${operation.operationId} with the session's own token passes the CSRF check`, async () => {
      // A browser of its own: a passing logout would otherwise end the victim's session.
      const resident = new TestBrowser(server().baseUrl);
      const { body } = await resident.postApi<{ status?: { code?: string } }>(operation.path, {}, await resident.csrfToken());
      expect(body.status?.code).not.toBe('INVALID_CSRF_TOKEN');
    });
  }

  it('a POST without any session is refused too', async () => {
    const response = await new TestBrowser(server().baseUrl).postApi('logout', {}, otherToken);
    expect(response.status).toBe(403);
  });
});

describe('the signed CSRF token', () => {
  const csrfKey = randomBytes(32);
  const server = useTestServer({ env: { CSRF_TOKEN_KEY: csrfKey.toString('base64') } });
  const mac = (key: Buffer, sessionId: string) => createHmac('sha256', key).update(`utsuru-csrf-v1:${sessionId}`).digest('base64url');
  const lookup = (browser: TestBrowser, csrf: string) => browser.postApi('pref_to_towns/', { zipcode: '1000001' }, csrf);

  it("is the HMAC of the session's id under CSRF_TOKEN_KEY, and a token under any other key is refused", async () => {
    const browser = new TestBrowser(server().baseUrl);
    const token = await browser.csrfToken();
    const sessionId = sessionIdOf(browser.cookie('utsuru_sid')!);
    expect(token).toBe(mac(csrfKey, sessionId));
    const forged = await lookup(browser, mac(randomBytes(32), sessionId));
    expect(forged.status).toBe(403);
    expect((await lookup(browser, token)).status).toBe(200);
  });

  it('is stored nowhere: the sessions table has no token column', async () => {
    const { rows } = await server().database.query(`select column_name from information_schema.columns where table_name = 'sessions'`);
    expect(rows.map((row) => (row as { column_name: string }).column_name)).not.toContain('csrf_token');
  });

  it('lets the address catalogue answer without reading the session; a session-bound POST still needs a live one', async () => {
    const browser = new TestBrowser(server().baseUrl);
    await loginThroughDevIdp(browser);
    const token = await browser.csrfToken();
    await server().database.query('delete from sessions where id = $1', [sessionIdOf(browser.cookie('utsuru_sid')!)]);

    // Had the lookup read the session, the deleted row would have made it refuse or 401.
    expect((await lookup(browser, token)).status).toBe(200);
    const draft = await browser.postApi<{ status: { code: string } }>('user_session_form_create', {}, token);
    expect(draft.status).toBe(401);
    expect(draft.body.status.code).toBe('AUTH_REQUIRED');
  });
});
