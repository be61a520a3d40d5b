// The identity-data update requests (decision 020): read only by their owner, settled once, and
// a poll that loses the race reads the first answer; the completion's effect happens once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { createTestUser, testCipher } from '../repositories/test-fixtures';
import { createIdentityUpdateRequestRepository } from './identity-update-request-repository';

const at = (iso: string) => new Date(iso);

describe('identity-update request repository', () => {
  const database = useTestDatabase();
  const cipher = testCipher();
  const setUp = async () => {
    const { db } = database();
    const requests = createIdentityUpdateRequestRepository(db);
    const owner = await createTestUser(db, cipher);
    const request = await requests.create(owner, { providerId: 'lp', providerRequestId: 'p-1', at: at('2026-12-08T05:00:00Z') });
    return { requests, owner, request };
  };

  it('creates a pending request that only its owner reads', async () => {
    const { requests, owner, request } = await setUp();
    expect(request).toMatchObject({ providerId: 'lp', providerRequestId: 'p-1', state: 'pending', message: null });
    expect(request.requestedAt).toEqual(at('2026-12-08T05:00:00Z'));
    expect(request.updatedAt).toEqual(request.requestedAt);
    expect(await requests.findForUser(owner, request.id)).toEqual(request);

    const other = await createTestUser(database().db, cipher);
    expect(await requests.findForUser(other, request.id)).toBeNull();
    expect(await requests.findForUser(owner, randomUUID())).toBeNull();
    expect(await requests.findForUser(owner, 'not-a-uuid')).toBeNull();
    // Another resident cannot settle it either.
    expect(await requests.settle(other, request.id, { state: 'failed', message: 'x' }, at('2026-12-08T05:00:01Z'))).toBeNull();
    expect((await requests.findForUser(owner, request.id))?.state).toBe('pending');
  });

  it('settles once: a later or concurrent settle keeps the first outcome and runs no second effect', async () => {
    const { requests, owner, request } = await setUp();
    let effects = 0;
    const effect = async () => {
      effects += 1;
    };
    const [first, second] = await Promise.all([
      requests.settle(owner, request.id, { state: 'completed', changed: true }, at('2026-12-08T05:00:03Z'), effect),
      requests.settle(owner, request.id, { state: 'completed', changed: false }, at('2026-12-08T05:00:04Z'), effect),
    ]);
    expect(effects).toBe(1);
    expect(first).toEqual(second);
    expect(first?.state).toBe('completed');
    expect(typeof first?.changed).toBe('boolean');
    const later = await requests.settle(owner, request.id, { state: 'failed', message: '失敗' }, at('2026-12-08T05:00:09Z'), effect);
    expect(later).toEqual(first);
    expect(effects).toBe(1);
  });

  it('rolls the settle back when the completion effect fails', async () => {
    const { requests, owner, request } = await setUp();
    const failing = async () => {
      throw new Error('profile write failed');
    };
    await expect(requests.settle(owner, request.id, { state: 'completed', changed: true }, at('2026-12-08T05:00:03Z'), failing)).rejects.toThrow('profile write failed');
    expect((await requests.findForUser(owner, request.id))?.state).toBe('pending');
  });

  it('keeps a failure message and finds the latest completion since a time', async () => {
    const { requests, owner, request } = await setUp();
    const failed = await requests.settle(owner, request.id, { state: 'failed', message: '更新できませんでした。' }, at('2026-12-08T05:00:02Z'));
    expect(failed).toMatchObject({ state: 'failed', message: '更新できませんでした。', changed: null, updatedAt: at('2026-12-08T05:00:02Z') });
    expect(await requests.latestCompletedSince(owner, at('2026-12-08T04:00:00Z'))).toBeNull();

    const next = await requests.create(owner, { providerId: 'lp', providerRequestId: 'p-2', at: at('2026-12-08T05:01:00Z') });
    // Whether the refresh brought new identity data is kept with it (issue 24).
    expect(await requests.settle(owner, next.id, { state: 'completed', changed: false }, at('2026-12-08T05:01:03Z'))).toMatchObject({ state: 'completed', changed: false });
    expect((await requests.latestCompletedSince(owner, at('2026-12-08T05:01:03Z')))?.id).toBe(next.id);
    expect(await requests.latestCompletedSince(owner, at('2026-12-08T05:01:04Z'))).toBeNull();
    const other = await createTestUser(database().db, cipher);
    expect(await requests.latestCompletedSince(other, at('2026-12-08T04:00:00Z'))).toBeNull();
  });
});
