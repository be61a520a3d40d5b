import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { identityUpdateMachine, type XidRelation } from './identity-update.machine';
import { completedStatus, failedStatus, pendingStatus, refreshFailureMessage, relation, secondRelation, updatedInfo } from './test-support/identity-update-fixtures';
import { apiError } from './test-support/normal-flow-fixtures';

function run(options: {
  relation?: XidRelation | null;
  requests?: XidRelation[];
  statuses?: (typeof pendingStatus)[];
  delays?: { pollInterval?: number; timeLimit?: number };
}) {
  const requests = [...(options.requests ?? [relation])];
  const statuses = [...(options.statuses ?? [completedStatus])];
  const requestUpdate = vi.fn(async () => requests.shift() ?? relation);
  const checkStatus = vi.fn(async (_body: { xid_request_id: string }) => statuses.shift() ?? pendingStatus);
  const keepRelation = vi.fn();
  const clearRelation = vi.fn();
  const reportFailure = vi.fn();
  const actor = createActor(
    identityUpdateMachine.provide({
      actors: {
        requestUpdate: fromPromise(requestUpdate),
        checkStatus: fromPromise(({ input }) => checkStatus(input)),
        loadUpdated: fromPromise(async () => updatedInfo),
      },
      actions: {
        keepRelation: (_, kept) => keepRelation(kept),
        clearRelation: () => clearRelation(),
        reportFailure: (_, failure) => reportFailure(failure),
      },
      delays: { pollInterval: 1, timeLimit: 60_000, ...options.delays },
    }),
    { input: { relation: options.relation ?? null } },
  ).start();
  return { actor, requestUpdate, checkStatus, keepRelation, clearRelation, reportFailure };
}

describe('identity-update machine (actor)', () => {
  it('requests, keeps the relation, polls until completed, clears it and reads the refreshed data', async () => {
    const { actor, requestUpdate, checkStatus, keepRelation, clearRelation } = run({ statuses: [pendingStatus, pendingStatus, completedStatus] });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('updated'), { timeout: 2000 });
    expect(done.context.updated).toEqual(updatedInfo);
    expect(requestUpdate).toHaveBeenCalledOnce();
    expect(checkStatus).toHaveBeenCalledTimes(3);
    expect(checkStatus).toHaveBeenLastCalledWith({ xid_request_id: relation.xid_request_id });
    expect(keepRelation).toHaveBeenCalledExactlyOnceWith(relation);
    expect(clearRelation).toHaveBeenCalledOnce();
  });

  it('resumes a kept request after a reload: asks its status at once and makes no new request', async () => {
    const { actor, requestUpdate, checkStatus } = run({ relation, statuses: [completedStatus] });
    await waitFor(actor, (snapshot) => snapshot.matches('updated'), { timeout: 2000 });
    expect(requestUpdate).not.toHaveBeenCalled();
    expect(checkStatus).toHaveBeenCalledExactlyOnceWith({ xid_request_id: relation.xid_request_id });
  });

  it('shows the provider’s message when the refresh failed, and RETRY makes a new request', async () => {
    const { actor, requestUpdate, checkStatus, clearRelation } = run({ requests: [relation, secondRelation], statuses: [failedStatus, completedStatus] });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('refreshFailed'), { timeout: 2000 });
    expect(failed.context.refreshFailure).toBe(refreshFailureMessage);
    expect(clearRelation).toHaveBeenCalledOnce();
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('updated'), { timeout: 2000 });
    expect(requestUpdate).toHaveBeenCalledTimes(2);
    expect(checkStatus).toHaveBeenLastCalledWith({ xid_request_id: secondRelation.xid_request_id });
  });

  it('gives up after timeLimit, and RETRY polls the same request again', async () => {
    const { actor, requestUpdate, checkStatus, clearRelation } = run({ statuses: [], delays: { pollInterval: 60_000, timeLimit: 1 } });
    await waitFor(actor, (snapshot) => snapshot.matches('timedOut'), { timeout: 2000 });
    expect(clearRelation).not.toHaveBeenCalled();
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('timedOut'), { timeout: 2000 });
    expect(requestUpdate).toHaveBeenCalledOnce();
    expect(checkStatus).toHaveBeenCalledWith({ xid_request_id: relation.xid_request_id });
  });

  it('reads its delays from the request (seconds → milliseconds)', () => {
    const { delays } = identityUpdateMachine.implementations;
    const context = { relation: { ...relation, poll_interval_seconds: 3, time_limit_seconds: 12 }, refreshFailure: null, updated: null, failure: null };
    const delayOf = (name: 'pollInterval' | 'timeLimit') => (delays[name] as (args: { context: typeof context }) => number)({ context });
    expect(delayOf('pollInterval')).toBe(3000);
    expect(delayOf('timeLimit')).toBe(12_000);
  });

  it('sends a failed call to the error routing, naming the call', async () => {
    const reportFailure = vi.fn();
    const failing = createActor(
      identityUpdateMachine.provide({
        actors: { requestUpdate: fromPromise(async () => Promise.reject(apiError(500, 'NOT_IMPLEMENTED'))) },
        actions: { reportFailure: (_, failure) => reportFailure(failure) },
      }),
      { input: { relation: null } },
    ).start();
    const done = await waitFor(failing, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('failed');
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ operation: 'xid_data_update_request', status: 500 }));
  });
});
