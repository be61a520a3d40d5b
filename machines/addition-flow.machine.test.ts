// The addition flow's machine on a live actor with fake calls: how a new addition starts (the
// identity check, or the explanation without a submitted application), what the start and the
// submit are sent, a retry keeping the idempotency key, and spec §8's 403 from the start.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { flows } from '#shared/flows';
import {
  additionFlowMachine,
  pathForState,
  type AdditionFlowActor,
  type AdditionStart,
  type AdditionSubmitRequest,
  type FlowFailure,
  type SessionData,
  type SubmissionResult,
  type UserInfoUpdated,
} from './addition-flow.machine';
import { additionReceptionSaved, additionStart, additionSubmission, emptyAddition, newAddition, notRefreshedAfterFiling, readyAddition, refreshedAfterFiling } from './test-support/addition-flow-fixtures';
import { apiError, confirmed, idempotencyKey, networkFailure, sessionSaved } from './test-support/normal-flow-fixtures';

interface Fakes {
  loadDraft?: () => Promise<SessionData | null>;
  initializeDraft?: () => Promise<SessionData>;
  loadIdentity?: () => Promise<UserInfoUpdated>;
  startAddition?: (input: { document_digest: string }) => Promise<AdditionStart>;
  submitAddition?: (input: AdditionSubmitRequest) => Promise<SubmissionResult>;
}

function start(fakes: Fakes = {}, requestedPath = '/after/step') {
  const effects = { reportFailure: vi.fn<(failure: FlowFailure) => void>(), goToIdentityCheck: vi.fn(), goToMyPage: vi.fn(), redirectToMyPage: vi.fn(), redirectToExpired: vi.fn() };
  const tmpSave = vi.fn(async (_input: { return_to: string }) => sessionSaved);
  const receptionIdSave = vi.fn(async (_input: { reception_number: string }) => additionReceptionSaved);
  const actor: AdditionFlowActor = createActor(
    additionFlowMachine.provide({
      actors: {
        loadDraft: fromPromise(fakes.loadDraft ?? (async () => readyAddition)),
        initializeDraft: fromPromise(fakes.initializeDraft ?? (async () => newAddition)),
        loadIdentity: fromPromise(fakes.loadIdentity ?? (async () => notRefreshedAfterFiling)),
        tmpSave: fromPromise(({ input }) => tmpSave(input)),
        inputConfirm: fromPromise(async () => confirmed),
        createIdempotencyKey: fromPromise(async () => idempotencyKey),
        startAddition: fromPromise(({ input }) => (fakes.startAddition ?? (async () => additionStart))(input)),
        submitAddition: fromPromise(({ input }) => (fakes.submitAddition ?? (async () => additionSubmission))(input)),
        receptionIdSave: fromPromise(({ input }) => receptionIdSave(input)),
      },
      actions: {
        reportFailure: (_, failure) => effects.reportFailure(failure),
        goToIdentityCheck: effects.goToIdentityCheck,
        goToMyPage: effects.goToMyPage,
        redirectToMyPage: effects.redirectToMyPage,
        redirectToExpired: effects.redirectToExpired,
      },
    }),
    { input: { requestedPath, flow: flows.addition } },
  );
  actor.start();
  return { actor, effects, tmpSave, receptionIdSave };
}

describe('addition-flow machine', () => {
  it('creates the addition draft when there is none and sends the resident to the identity check', async () => {
    const initializeDraft = vi.fn(async () => newAddition);
    const { actor, effects } = start({ loadDraft: async () => null, initializeDraft });
    await waitFor(actor, (snapshot) => snapshot.matches('identityCheck'));
    expect(initializeDraft).toHaveBeenCalledTimes(1);
    expect(effects.goToIdentityCheck).toHaveBeenCalledTimes(1);
    expect(pathForState(actor.getSnapshot())).toBeNull();
  });

  it('creates no addition draft on a page other than /after/step (a reload of thanks, a link to confirm): マイページ instead (issue 24)', async () => {
    for (const requestedPath of ['/after/step/confirm', '/after/step/thanks']) {
      const initializeDraft = vi.fn(async () => newAddition);
      const { actor, effects } = start({ loadDraft: async () => null, initializeDraft }, requestedPath);
      await waitFor(actor, (snapshot) => snapshot.matches('alreadySent'));
      expect(initializeDraft).not.toHaveBeenCalled();
      expect(effects.redirectToMyPage).toHaveBeenCalledTimes(1);
      expect(effects.goToMyPage).not.toHaveBeenCalled();
    }
  });

  it('skips the identity check, and says when the data was refreshed, once it was refreshed after the filing (issue 24)', async () => {
    const { actor, effects } = start({ loadDraft: async () => null, loadIdentity: async () => refreshedAfterFiling });
    await waitFor(actor, (snapshot) => snapshot.matches('input'));
    expect(effects.goToIdentityCheck).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.identityRefreshedAt).toBe(refreshedAfterFiling.refreshed_after_filing_at);
    expect(pathForState(actor.getSnapshot())).toBe('/after/step');
  });

  it('checks the identity when whether it was refreshed cannot be read', async () => {
    const { actor, effects } = start({ loadDraft: async () => null, loadIdentity: () => Promise.reject(apiError(500, 'SYSTEM_ERROR')) });
    await waitFor(actor, (snapshot) => snapshot.matches('identityCheck'));
    expect(effects.goToIdentityCheck).toHaveBeenCalledTimes(1);
    expect(effects.reportFailure).not.toHaveBeenCalled();
  });

  it('explains on the overview, without an error page, when no normal application was sent', async () => {
    const { actor, effects } = start({ loadDraft: async () => null, initializeDraft: () => Promise.reject(apiError(404, 'NOT_FOUND')) });
    await waitFor(actor, (snapshot) => snapshot.matches('noApplication'));
    expect(effects.reportFailure).not.toHaveBeenCalled();
    expect(pathForState(actor.getSnapshot())).toBe('/after/step');
  });

  it('confirms only with at least one business added and every section complete', async () => {
    const { actor } = start({ loadDraft: async () => emptyAddition });
    await waitFor(actor, (snapshot) => snapshot.matches('input'));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('input');
  });

  it('starts with the confirmed digest, submits with the key and the digest, and keeps the reception number', async () => {
    const startAddition = vi.fn(async () => additionStart);
    const submitAddition = vi.fn(async () => additionSubmission);
    const { actor, receptionIdSave } = start({ startAddition, submitAddition });
    await waitFor(actor, (snapshot) => snapshot.matches('input'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirm'));
    expect(pathForState(actor.getSnapshot())).toBe('/after/step/confirm');
    actor.send({ type: 'SUBMIT' });
    const snapshot = await waitFor(actor, (s) => s.matches('thanks'));
    expect(startAddition).toHaveBeenCalledWith({ document_digest: confirmed.document_digest });
    expect(submitAddition).toHaveBeenCalledWith({ idempotency_key: idempotencyKey, document_digest: confirmed.document_digest });
    expect(receptionIdSave).toHaveBeenCalledWith({ reception_number: additionSubmission.reception_number });
    expect(snapshot.context.originalReceptionNumber).toBe(additionStart.original_reception_number);
    expect(pathForState(snapshot)).toBe('/after/step/thanks');
  });

  it('submits again with the same idempotency key after a submit that got no answer', async () => {
    const submitAddition = vi.fn<(input: AdditionSubmitRequest) => Promise<SubmissionResult>>().mockRejectedValueOnce(networkFailure).mockResolvedValueOnce(additionSubmission);
    const { actor } = start({ submitAddition }, '/after/step/confirm');
    await waitFor(actor, (snapshot) => snapshot.matches('confirm'));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitFailed'));
    expect(pathForState(actor.getSnapshot())).toBe('/after/step/confirm');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('thanks'));
    expect(submitAddition.mock.calls.map(([input]) => input.idempotency_key)).toEqual([idempotencyKey, idempotencyKey]);
  });

  it('reports a BAD_REQUEST from the start as spec §8’s 403 (the error page leads back to the confirm page)', async () => {
    const { actor, effects } = start({ startAddition: () => Promise.reject(apiError(400, 'BAD_REQUEST')) }, '/after/step/thanks');
    await waitFor(actor, (snapshot) => snapshot.matches('confirm'));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.objectContaining({ operation: 'additional_application_start', status: 403 }));
  });

  it('saves for later with the overview as where to come back to', async () => {
    const { actor, effects, tmpSave } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('input'));
    actor.send({ type: 'SAVE_FOR_LATER' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(tmpSave).toHaveBeenCalledWith({ return_to: '/after/step' });
    expect(effects.goToMyPage).toHaveBeenCalledTimes(1);
  });
});
