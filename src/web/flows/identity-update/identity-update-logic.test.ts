// The identity-update machine over the real client and a fake network, with its own relation store.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { completedStatus, failedStatus, pendingStatus, relation, updatedInfo } from '#machines/test-support/identity-update-fixtures';
import type { XidRelation } from '#machines/identity-update.machine';
import { failing, fakeApi, ok, type FakeAnswer } from '../../api/testing/fake-api';
import { createStore } from '../../stores/create-store';
import { createIdentityUpdateLogic } from './identity-update-logic';

function setUp(statuses: FakeAnswer[], kept: XidRelation | null = null) {
  const api = fakeApi({
    'POST /xid_data_update_request': ok(relation),
    'POST /xid_data_update_request_status': () => statuses.shift() ?? ok(pendingStatus),
    'GET /user_info_updated': ok(updatedInfo),
  });
  const relations = createStore<XidRelation | null>(null);
  relations.set(kept);
  const seenRelations: (XidRelation | null)[] = [];
  relations.subscribe(() => seenRelations.push(relations.get()));
  const reportFailure = vi.fn();
  const logic = createIdentityUpdateLogic({ client: api.client, relations, navigate: vi.fn(), reportFailure }).provide({
    delays: { pollInterval: 1, timeLimit: 60_000 },
  });
  const actor = createActor(logic, { input: { relation: kept } }).start();
  return { api, relations, seenRelations, reportFailure, actor };
}

describe('createIdentityUpdateLogic', () => {
  it('keeps the request in the store while it runs and forgets it once completed', async () => {
    const { api, relations, seenRelations, actor } = setUp([ok(pendingStatus), ok(completedStatus)]);
    const done = await waitFor(actor, (snapshot) => snapshot.matches('updated'), { timeout: 2000 });
    expect(done.context.updated).toEqual(updatedInfo);
    expect(seenRelations[0]).toEqual(relation);
    expect(relations.get()).toBeNull();
    expect(api.count('POST /xid_data_update_request_status')).toBe(2);
  });

  it('resumes the kept request without asking for a new one', async () => {
    const { api, actor } = setUp([ok(completedStatus)], relation);
    await waitFor(actor, (snapshot) => snapshot.matches('updated'), { timeout: 2000 });
    expect(api.count('POST /xid_data_update_request')).toBe(0);
  });

  it('forgets a request that failed, with the provider’s message', async () => {
    const { relations, actor } = setUp([ok(failedStatus)], relation);
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('refreshFailed'), { timeout: 2000 });
    expect(failed.context.refreshFailure).toBe(failedStatus.message);
    expect(relations.get()).toBeNull();
  });

  it('reports a failed status call by its operation', async () => {
    const { reportFailure, actor } = setUp([failing(404, 'NOT_FOUND')], relation);
    await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 2000 });
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith('xid_data_update_request_status', expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});
