// The revocation flow's machine on a live actor with fake calls: the application マイページ named,
// the 408 past the move date, the choice and its checks, what the confirm and the signing child
// are sent (the cancel_application calls, the idempotency key), the catalogue's 403 of the input
// confirm, a reload of promptauth and of thanks.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { flows } from '#shared/flows';
import { pastMoveDateServerMessage } from '#shared/cancellation';
import { signingMachine, type SignatureInquiry, type SigningStart } from './signing.machine';
import {
  pathForState,
  revocationFlowMachine,
  type CancellableConfirm,
  type FlowFailure,
  type RevocationFlowActor,
  type RevocationInput,
  type RevocationSelection,
  type SubmissionResult,
} from './revocation-flow.machine';
import {
  cancellable,
  gas,
  gasChosen,
  gasOnly,
  moveOut,
  moveOutChosen,
  moveOutWithReason,
  nothingChosen,
  revocationDraft,
  revocationSubmission,
  cancellableSummary,
  choiceSaved,
  pastSummary,
} from './test-support/revocation-flow-fixtures';
import { apiError, confirmed, idempotencyKey, networkFailure, pinLocked, pinLockedMessage, sessionSaved, signed, signing } from './test-support/normal-flow-fixtures';

interface Fakes {
  loadApplications?: () => Promise<(typeof cancellableSummary)[]>;
  initializeRevocation?: () => Promise<typeof revocationDraft>;
  cancellableConfirm?: () => Promise<CancellableConfirm>;
  loadInput?: () => Promise<RevocationInput>;
  inputConfirm?: (input: RevocationSelection) => Promise<typeof confirmed>;
  applicationStart?: (input: { document_digest: string }) => Promise<SigningStart>;
  signatureInquiry?: () => Promise<SignatureInquiry>;
  submitApplication?: (input: { idempotency_key: string; signature_request_id: string }) => Promise<SubmissionResult>;
}

function start(fakes: Fakes = {}, { requestedPath = '/revocation/step', receptionNumber = '7KQ2-M9XD-4T3H' as string | null } = {}) {
  const effects = { reportFailure: vi.fn<(failure: FlowFailure) => void>(), redirectToExpired: vi.fn(), redirectToMyPage: vi.fn() };
  const initializeRevocation = vi.fn((_input: { reception_number: string | null }) => (fakes.initializeRevocation ?? (async () => revocationDraft))());
  const sessionSave = vi.fn(async (_input: { return_to: string }) => sessionSaved);
  const inputConfirm = vi.fn(fakes.inputConfirm ?? (async () => confirmed));
  const receptionIdSave = vi.fn(async (input: { reception_number: string }) => ({ reception_number: input.reception_number, saved_at: '2026-11-25T10:25:30+09:00' }));
  const saveChoice = vi.fn(async (_input: { item_ids: string[]; reason: string }) => choiceSaved);
  const actor: RevocationFlowActor = createActor(
    revocationFlowMachine.provide({
      actors: {
        loadApplications: fromPromise(fakes.loadApplications ?? (async () => [cancellableSummary])),
        saveChoice: fromPromise(({ input }) => saveChoice(input)),
        initializeRevocation: fromPromise(({ input }) => initializeRevocation(input)),
        cancellableConfirm: fromPromise(fakes.cancellableConfirm ?? (async () => cancellable)),
        loadInput: fromPromise(fakes.loadInput ?? (async () => gasChosen)),
        inputConfirm: fromPromise(({ input }) => inputConfirm(input)),
        createIdempotencyKey: fromPromise(async () => idempotencyKey),
        sessionSave: fromPromise(({ input }) => sessionSave(input)),
        signing: signingMachine.provide({
          actors: {
            applicationStart: fromPromise(({ input }) => (fakes.applicationStart ?? (async () => signing))(input)),
            signatureInquiry: fromPromise(fakes.signatureInquiry ?? (async () => signed)),
            submitApplication: fromPromise(({ input }) => (fakes.submitApplication ?? (async () => revocationSubmission))(input)),
            receptionIdSave: fromPromise(({ input }) => receptionIdSave(input)),
          },
          delays: { pollInterval: 1, signatureTimeout: 60_000 },
        }),
      },
      delays: { choiceSaveDelay: 5 },
      actions: {
        reportFailure: (_, failure) => effects.reportFailure(failure),
        redirectToExpired: effects.redirectToExpired,
        redirectToMyPage: effects.redirectToMyPage,
      },
    }),
    { input: { requestedPath, flow: flows.revocation, receptionNumber } },
  );
  actor.start();
  return { actor, effects, initializeRevocation, sessionSave, inputConfirm, receptionIdSave, saveChoice };
}

describe('revocation-flow machine', () => {
  it('creates the revocation draft for the application マイページ named, then shows what can be cancelled', async () => {
    const { actor, initializeRevocation } = start();
    const snapshot = await waitFor(actor, (s) => s.matches('input'));
    expect(initializeRevocation).toHaveBeenCalledWith({ reception_number: '7KQ2-M9XD-4T3H' });
    expect(snapshot.context.application).toEqual(cancellable);
    expect(snapshot.context.selection).toEqual({ item_ids: [], reason: null });
    expect(pathForState(snapshot)).toBe('/revocation/step?reception_number=7KQ2-M9XD-4T3H');
  });

  it('goes to the expired page past the move date (cancellable confirm BAD_REQUEST → 408)', async () => {
    const { actor, effects } = start({ cancellableConfirm: () => Promise.reject(apiError(400, 'BAD_REQUEST', pastMoveDateServerMessage)) });
    await waitFor(actor, (s) => s.matches('expired'));
    expect(effects.redirectToExpired).toHaveBeenCalledTimes(1);
    expect(effects.reportFailure).not.toHaveBeenCalled();
  });

  it('reports any other BAD_REQUEST of the cancellable confirm as 400 (nothing to cancel)', async () => {
    const { actor, effects } = start({ cancellableConfirm: () => Promise.reject(apiError(400, 'BAD_REQUEST', '取り消しできる申請がありません。')) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.objectContaining({ operation: 'cancel_application_cancellable_confirm', status: 400 }));
  });

  it('reports user_session_initialize\'s NOT_FOUND as 404 when マイページ\'s list could not tell beforehand', async () => {
    const { actor, effects } = start(
      { loadApplications: () => Promise.reject(networkFailure), initializeRevocation: () => Promise.reject(apiError(404, 'NOT_FOUND')) },
      { receptionNumber: 'ZZZZ-ZZZZ-ZZZZ' },
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.objectContaining({ operation: 'user_session_initialize', status: 404 }));
  });

  it('does not confirm with nothing chosen, nor without the reason a municipality requires', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'CONFIRM', selection: { item_ids: [], reason: null } });
    expect(actor.getSnapshot().value).toEqual({ input: 'idle' });
    actor.send({ type: 'CONFIRM', selection: { item_ids: [moveOut.id], reason: '  ' } });
    expect(actor.getSnapshot().value).toEqual({ input: 'idle' });
  });

  it('confirms the choice, shows the saved revocation, saves the session for promptauth and signs with the cancel calls', async () => {
    const submitApplication = vi.fn(async () => revocationSubmission);
    const { actor, inputConfirm, sessionSave, receptionIdSave } = start({ submitApplication });
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'CONFIRM', selection: gasOnly });
    const atConfirm = await waitFor(actor, (s) => s.matches({ confirm: 'ready' }));
    expect(inputConfirm).toHaveBeenCalledWith(gasOnly);
    expect(atConfirm.context.revocation).toEqual(gasChosen);
    expect(pathForState(atConfirm)).toBe('/revocation/step/confirm');
    actor.send({ type: 'SIGN' });
    const done = await waitFor(actor, (s) => s.matches('thanks'));
    expect(sessionSave).toHaveBeenCalledWith({ return_to: '/revocation/step/promptauth' });
    expect(submitApplication).toHaveBeenCalledWith({ idempotency_key: idempotencyKey, signature_request_id: signing.signature_request_id });
    expect(receptionIdSave).toHaveBeenCalledWith({ reception_number: revocationSubmission.reception_number });
    expect(done.context.submission).toEqual(revocationSubmission);
    expect(pathForState(done)).toBe('/revocation/step/thanks');
  });

  it('reports the input confirm’s BAD_REQUEST as spec §8’s 403 (its button leads to the confirm page)', async () => {
    const { actor, effects } = start({ inputConfirm: () => Promise.reject(apiError(400, 'BAD_REQUEST')) });
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'CONFIRM', selection: moveOutWithReason });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.objectContaining({ operation: 'cancel_application_input_confirm', status: 403 }));
  });

  it('names the cancel calls in the signing child’s failures (UNAUTHORIZED of cancel_application_start → 404)', async () => {
    const { actor, effects } = start({ applicationStart: () => Promise.reject(apiError(401, 'UNAUTHORIZED')) }, { requestedPath: '/revocation/step/confirm' });
    await waitFor(actor, (s) => s.matches({ confirm: 'ready' }));
    actor.send({ type: 'SIGN' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.objectContaining({ operation: 'cancel_application_start', status: 404 }));
  });

  it('shows the signing child’s locked-PIN message, and signs again on RETRY', async () => {
    const signatureInquiry = vi.fn<() => Promise<SignatureInquiry>>().mockResolvedValueOnce(pinLocked).mockResolvedValue(signed);
    const { actor } = start({ signatureInquiry }, { requestedPath: '/revocation/step/promptauth' });
    await waitFor(actor, (s) => s.matches({ confirm: 'ready' }));
    actor.send({ type: 'SIGN' });
    const failed = await waitFor(actor, (s) => s.matches('signatureFailed'));
    expect(failed.context.signatureFailure).toEqual({ reason: 'pin_locked', message: pinLockedMessage });
    expect(pathForState(failed)).toBe('/revocation/step/promptauth');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('thanks'));
  });

  it('submits again with the same key after a submit that got no answer', async () => {
    const submitApplication = vi.fn<(input: { idempotency_key: string; signature_request_id: string }) => Promise<SubmissionResult>>()
      .mockRejectedValueOnce(networkFailure)
      .mockResolvedValueOnce(revocationSubmission);
    const { actor } = start({ submitApplication }, { requestedPath: '/revocation/step/confirm' });
    await waitFor(actor, (s) => s.matches({ confirm: 'ready' }));
    actor.send({ type: 'SIGN' });
    const unanswered = await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(unanswered.context.failure?.operation).toBe('cancel_application');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('thanks'));
    expect(submitApplication.mock.calls.map(([input]) => input.idempotency_key)).toEqual([idempotencyKey, idempotencyKey]);
  });

  it('resumes a reloaded confirm or promptauth page by confirming the saved choice again', async () => {
    const { actor, inputConfirm, initializeRevocation } = start({ loadInput: async () => moveOutChosen }, { requestedPath: '/revocation/step/promptauth', receptionNumber: null });
    const snapshot = await waitFor(actor, (s) => s.matches({ confirm: 'ready' }));
    expect(initializeRevocation).not.toHaveBeenCalled();
    expect(inputConfirm).toHaveBeenCalledWith(moveOutWithReason);
    expect(pathForState(snapshot)).toBe('/revocation/step/confirm');
    // Opened without a query, the way back to the choice still names the application.
    actor.send({ type: 'BACK' });
    expect(pathForState(actor.getSnapshot())).toBe(`/revocation/step?reception_number=${cancellable.reception_number}`);
  });

  it('starts the choice over when the saved draft has nothing chosen; without a draft it creates none and goes to マイページ', async () => {
    const first = start({ loadInput: async () => nothingChosen }, { requestedPath: '/revocation/step/confirm' });
    await waitFor(first.actor, (s) => s.matches('input'));
    expect(first.initializeRevocation).not.toHaveBeenCalled();
    // Issue 24: only /revocation/step creates a revocation draft.
    for (const requestedPath of ['/revocation/step/confirm', '/revocation/step/promptauth']) {
      const second = start({ loadInput: () => Promise.reject(apiError(404, 'NOT_FOUND')) }, { requestedPath, receptionNumber: null });
      await waitFor(second.actor, (s) => s.matches('alreadySent'));
      expect(second.initializeRevocation).not.toHaveBeenCalled();
      expect(second.effects.redirectToMyPage).toHaveBeenCalledTimes(1);
    }
  });

  it('past the move date, a reloaded confirm or promptauth page (and the 403 page’s button to confirm) ends on the expired page', async () => {
    for (const requestedPath of ['/revocation/step/confirm', '/revocation/step/promptauth']) {
      const { actor, effects } = start(
        {
          loadInput: () => Promise.reject(apiError(400, 'BAD_REQUEST', pastMoveDateServerMessage)),
          cancellableConfirm: () => Promise.reject(apiError(400, 'BAD_REQUEST', pastMoveDateServerMessage)),
        },
        { requestedPath, receptionNumber: null },
      );
      await waitFor(actor, (s) => s.matches('expired'));
      expect(effects.redirectToExpired).toHaveBeenCalledTimes(1);
      expect(effects.reportFailure).not.toHaveBeenCalled();
    }
  });

  it('asks the cancellable confirm again when the confirm page’s cancel_application_input refuses, and shows the choice with a notice', async () => {
    const loadInput = vi.fn<() => Promise<RevocationInput>>().mockRejectedValue(apiError(400, 'BAD_REQUEST', '取り消す手続きのうち、すでに取消しを申し込んだものがあります。'));
    const { actor } = start({ loadInput });
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'CONFIRM', selection: gasOnly });
    const snapshot = await waitFor(actor, (s) => s.matches('input') && s.context.notice !== null);
    expect(snapshot.context.notice).toBe('changed');
    expect(snapshot.context.selection).toEqual({ item_ids: [], reason: null });
    expect(pathForState(snapshot)).toBe('/revocation/step?reception_number=7KQ2-M9XD-4T3H');
  });

  it('past midnight during signing, a BAD_REQUEST of cancel_application_start ends on the expired page', async () => {
    let pastMoveDate = false;
    const { actor, effects } = start(
      {
        cancellableConfirm: async () => {
          if (pastMoveDate) throw apiError(400, 'BAD_REQUEST', pastMoveDateServerMessage);
          return cancellable;
        },
        applicationStart: async () => {
          pastMoveDate = true;
          throw apiError(400, 'BAD_REQUEST', pastMoveDateServerMessage);
        },
      },
      { requestedPath: '/revocation/step/confirm' },
    );
    await waitFor(actor, (s) => s.matches({ confirm: 'ready' }));
    actor.send({ type: 'SIGN' });
    await waitFor(actor, (s) => s.matches('expired'));
    expect(effects.reportFailure).not.toHaveBeenCalled();
  });

  it('a BAD_REQUEST of cancel_application within the move date shows the choice again with a notice', async () => {
    const { actor, effects } = start(
      { submitApplication: () => Promise.reject(apiError(400, 'BAD_REQUEST', '取り消す手続きのうち、すでに取消しを申し込んだものがあります。')) },
      { requestedPath: '/revocation/step/confirm' },
    );
    await waitFor(actor, (s) => s.matches({ confirm: 'ready' }));
    actor.send({ type: 'SIGN' });
    const snapshot = await waitFor(actor, (s) => s.matches('input'));
    expect(snapshot.context.notice).toBe('changed');
    expect(effects.reportFailure).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM', selection: gasOnly });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('sends a reload of the thanks page to マイページ rather than starting again', () => {
    const { actor, effects, initializeRevocation } = start({}, { requestedPath: '/revocation/step/thanks' });
    expect(actor.getSnapshot().value).toBe('alreadySent');
    expect(effects.redirectToMyPage).toHaveBeenCalledTimes(1);
    expect(initializeRevocation).not.toHaveBeenCalled();
  });

  it('goes back from the confirm page to the choice, keeping it', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'CONFIRM', selection: { item_ids: [gas.id], reason: null } });
    await waitFor(actor, (s) => s.matches({ confirm: 'ready' }));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toEqual({ input: 'idle' });
    expect(actor.getSnapshot().context.selection).toEqual(gasOnly);
    // 「取り消す手続きを選び直す」 keeps the application's 受付番号, so a reload revokes the same one.
    expect(pathForState(actor.getSnapshot())).toBe(`/revocation/step?reception_number=${cancellable.reception_number}`);
  });

  it('explains, without a draft, a resident who filed nothing and an application past its move date (issue 24)', async () => {
    const none = start({ loadApplications: async () => [] });
    const nothing = await waitFor(none.actor, (s) => s.matches('unavailable'));
    expect(nothing.context.unavailable).toEqual({ reason: 'nothing-filed' });
    expect(pathForState(nothing)).toBe(`/revocation/step?reception_number=${cancellable.reception_number}`);
    const past = start({ loadApplications: async () => [pastSummary] });
    expect((await waitFor(past.actor, (s) => s.matches('unavailable'))).context.unavailable).toEqual({ reason: 'past-move-date', application: pastSummary });
    const other = start({ loadApplications: async () => [cancellableSummary] }, { receptionNumber: 'ZZZZ-ZZZZ-ZZZZ' });
    expect((await waitFor(other.actor, (s) => s.matches('unavailable'))).context.unavailable).toEqual({ reason: 'unknown-number', receptionNumber: 'ZZZZ-ZZZZ-ZZZZ' });
    for (const { initializeRevocation } of [none, past, other]) expect(initializeRevocation).not.toHaveBeenCalled();
  });

  it('makes the draft for the application it screened when no 受付番号 was given (the newest of マイページ\'s list)', async () => {
    const { actor, initializeRevocation } = start({}, { receptionNumber: null });
    await waitFor(actor, (s) => s.matches('input'));
    expect(initializeRevocation).toHaveBeenCalledWith({ reception_number: cancellableSummary.reception_number });
  });

  it('leaves the decision to the server when マイページ\'s list cannot be read', async () => {
    const { actor, initializeRevocation } = start({ loadApplications: async () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('input'));
    expect(initializeRevocation).toHaveBeenCalledTimes(1);
  });

  it('saves what is ticked and typed a moment after the last edit, or at once on FLUSH, and shows the saved choice again (issue 24)', async () => {
    const { actor, saveChoice } = start({ cancellableConfirm: async () => ({ ...cancellable, items: cancellable.items.map((entry) => ({ ...entry, selected: entry.id === gas.id })), reason: '途中' }) });
    const shown = await waitFor(actor, (s) => s.matches('input'));
    expect(shown.context.selection).toEqual({ item_ids: [gas.id], reason: '途中' });
    actor.send({ type: 'EDIT', selection: { item_ids: [gas.id], reason: '途中まで' } });
    actor.send({ type: 'EDIT', selection: { item_ids: [gas.id], reason: '途中までの理由' } });
    await waitFor(actor, (s) => s.matches({ input: 'saved' }));
    expect(saveChoice.mock.calls).toEqual([[{ item_ids: [gas.id], reason: '途中までの理由' }]]);
    actor.send({ type: 'EDIT', selection: { item_ids: [], reason: '' } });
    actor.send({ type: 'FLUSH' });
    expect(actor.getSnapshot().value).toEqual({ input: { saving: 'settling' } });
    await waitFor(actor, (s) => s.matches({ input: 'saved' }));
    expect(saveChoice).toHaveBeenLastCalledWith({ item_ids: [], reason: '' });
  });

  it('never cancels a save in flight: an edit meanwhile is saved after it, and 確認へ進む waits for it (issue 24)', async () => {
    const { actor, saveChoice, inputConfirm } = start();
    await waitFor(actor, (s) => s.matches('input'));
    const answers: (() => void)[] = [];
    saveChoice.mockImplementation(() => new Promise((resolve) => answers.push(() => resolve(choiceSaved))));

    actor.send({ type: 'EDIT', selection: { item_ids: [gas.id], reason: 'いち' } });
    actor.send({ type: 'FLUSH' });
    actor.send({ type: 'EDIT', selection: { item_ids: [gas.id], reason: 'いちに' } });
    expect(actor.getSnapshot().value).toEqual({ input: { saving: 'edited' } });
    answers[0]!();
    // The newer choice is saved after the first answer, never beside it.
    await waitFor(actor, (s) => s.matches({ input: 'waiting' }));
    actor.send({ type: 'FLUSH' });
    expect(saveChoice.mock.calls.map(([input]) => input.reason)).toEqual(['いち', 'いちに']);

    actor.send({ type: 'CONFIRM', selection: { item_ids: [gas.id], reason: 'いちに' } });
    expect(actor.getSnapshot().value).toEqual({ input: { saving: 'confirmRequested' } });
    expect(inputConfirm).not.toHaveBeenCalled();
    answers[1]!();
    await waitFor(actor, (s) => s.matches('confirm'));
    expect(inputConfirm).toHaveBeenCalledTimes(1);
    expect(saveChoice).toHaveBeenCalledTimes(2);
  });
});
