// The CSRF matrix: every POST operation of the contract, each way a token can be wrong.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec } from '../../../openapi/load-spec';
import { snapshotTables } from '../testing/table-snapshot';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';

interface SpecPaths {
  paths: Record<string, Record<string, { operationId: string }>>;
}

const spec = (await loadBundledSpec()) as unknown as SpecPaths;
const postOperations = Object.entries(spec.paths)
  .filter(([, item]) => item.post)
  .map(([path, item]) => ({ path: path.replace(/^\//, ''), operationId: item.post!.operationId }));

describe('CSRF on every POST', () => {
  const server = useTestServer();
  let victim: TestBrowser;
  let otherToken: string;

  beforeAll(async () => {
    victim = new TestBrowser(server().baseUrl);
    await victim.csrfToken();
    otherToken = await new TestBrowser(server().baseUrl).csrfToken();
  });

  it('covers every POST of the contract', () => {
    expect(postOperations.length).toBeGreaterThanOrEqual(23);
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
