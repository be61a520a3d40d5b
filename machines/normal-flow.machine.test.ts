import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  normalFlowMachine,
  pathForState,
  type FlowFailure,
  type InputConfirmResult,
  type NormalFlowActor,
  type ReceptionIdSaveResult,
  type SessionData,
  type SessionSaveResult,
  type SignatureInquiry,
  type SigningStart,
  type SubmissionResult,
} from './normal-flow.machine';
import { signingMachine } from './signing.machine';
import { flows } from '#shared/flows';
import {
  apiError,
  confirmed,
  idempotencyKey,
  networkFailure,
  newDraft,
  pending,
  pinLocked,
  pinLockedMessage,
  readyDraft,
  receptionSaved,
  secondSigning,
  sessionSaved,
  signed,
  signing,
  submission,
  systemFailure,
  timeoutFailure,
} from './test-support/normal-flow-fixtures';

interface Fakes {
  loadDraft?: () => Promise<SessionData | null>;
  createDraft?: () => Promise<SessionData>;
  tmpSave?: (input: { return_to: string }) => Promise<SessionSaveResult>;
  inputConfirm?: () => Promise<InputConfirmResult>;
  createIdempotencyKey?: () => Promise<string>;
  applicationStart?: (input: { document_digest: string }) => Promise<SigningStart>;
  signatureInquiry?: (input: { signature_request_id: string }) => Promise<SignatureInquiry>;
  submitApplication?: (input: { idempotency_key: string; signature_request_id: string }) => Promise<SubmissionResult>;
  receptionIdSave?: (input: { reception_number: string }) => Promise<ReceptionIdSaveResult>;
}

interface Options {
  requestedPath?: string;
  signatureTimeout?: number;
}

function start(fakes: Fakes = {}, { requestedPath = '/step', signatureTimeout = 60_000 }: Options = {}) {
  const reportFailure = vi.fn<(failure: FlowFailure) => void>();
  const redirectToExpired = vi.fn();
  const goToMyPage = vi.fn();
  const redirectToMyPage = vi.fn();
  const actor: NormalFlowActor = createActor(
    normalFlowMachine.provide({
      actors: {
        loadDraft: fromPromise(fakes.loadDraft ?? (async () => readyDraft)),
        createDraft: fromPromise(fakes.createDraft ?? (async () => newDraft)),
        tmpSave: fromPromise(({ input }) => (fakes.tmpSave ?? (async () => sessionSaved))(input)),
        inputConfirm: fromPromise(fakes.inputConfirm ?? (async () => confirmed)),
        createIdempotencyKey: fromPromise(fakes.createIdempotencyKey ?? (async () => idempotencyKey)),
        // The signing child, with its calls and delays (the edge provides it the same way).
        signing: signingMachine.provide({
          actors: {
            applicationStart: fromPromise(({ input }) => (fakes.applicationStart ?? (async () => signing))(input)),
            signatureInquiry: fromPromise(({ input }) => (fakes.signatureInquiry ?? (async () => signed))(input)),
            submitApplication: fromPromise(({ input }) => (fakes.submitApplication ?? (async () => submission))(input)),
            receptionIdSave: fromPromise(({ input }) => (fakes.receptionIdSave ?? (async () => receptionSaved))(input)),
          },
          delays: { pollInterval: 1, signatureTimeout },
        }),
      },
      actions: {
        reportFailure: (_, failure) => reportFailure(failure),
        redirectToExpired,
        goToMyPage,
        redirectToMyPage,
      },
    }),
    { input: { requestedPath, flow: flows.normal } },
  ).start();
  return { actor, reportFailure, redirectToExpired, goToMyPage, redirectToMyPage };
}

const at = (actor: NormalFlowActor, state: Parameters<ReturnType<NormalFlowActor['getSnapshot']>['matches']>[0]) =>
  waitFor(actor, (snapshot) => snapshot.matches(state), { timeout: 2000 });

async function toConfirm(actor: NormalFlowActor) {
  await at(actor, 'input');
  actor.send({ type: 'CONFIRM' });
  return at(actor, 'confirm');
}

describe('normal-flow machine (actor)', () => {
  it('goes from the draft to the reception number, with the URL following each page', async () => {
    const tmpSave = vi.fn(async () => sessionSaved);
    const applicationStart = vi.fn(async () => signing);
    const inquiries = [pending, pending, signed];
    const signatureInquiry = vi.fn(async () => inquiries.shift() ?? signed);
    const submitApplication = vi.fn(async () => submission);
    const receptionIdSave = vi.fn(async () => receptionSaved);
    const { actor, reportFailure } = start({ tmpSave, applicationStart, signatureInquiry, submitApplication, receptionIdSave });

    const input = await at(actor, 'input');
    expect(pathForState(input)).toBe('/step');
    expect(input.context.draft).toEqual(readyDraft);

    actor.send({ type: 'CONFIRM' });
    expect(pathForState(actor.getSnapshot())).toBeNull(); // input_confirm in flight: stay on /step
    const confirm = await at(actor, 'confirm');
    expect(pathForState(confirm)).toBe('/step/confirm');
    expect(confirm.context.documentDigest).toBe(confirmed.document_digest);
    expect(confirm.context.idempotencyKey).toBe(idempotencyKey);

    actor.send({ type: 'SIGN' });
    // The signing child has made its request ({ promptauth: 'preparing' } until then).
    const waiting = await at(actor, { promptauth: 'signing' });
    expect(pathForState(waiting)).toBe('/step/promptauth');
    expect(tmpSave).toHaveBeenCalledExactlyOnceWith({ return_to: '/step/promptauth' });
    expect(applicationStart).toHaveBeenCalledExactlyOnceWith({ document_digest: confirmed.document_digest });
    expect(waiting.context.signature).toEqual(signing);

    const thanks = await at(actor, 'thanks');
    expect(pathForState(thanks)).toBe('/step/thanks');
    expect(signatureInquiry).toHaveBeenCalledTimes(3);
    expect(signatureInquiry).toHaveBeenCalledWith({ signature_request_id: signing.signature_request_id });
    expect(submitApplication).toHaveBeenCalledExactlyOnceWith({ idempotency_key: idempotencyKey, signature_request_id: signing.signature_request_id });
    expect(receptionIdSave).toHaveBeenCalledExactlyOnceWith({ reception_number: submission.reception_number });
    expect(thanks.context.submission?.reception_number).toBe('7KQ2-M9XD-4T3H');
    expect(thanks.status).toBe('active'); // not final: Back must be refused, not restart the flow
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('creates the draft when the resident has none', async () => {
    const createDraft = vi.fn(async () => newDraft);
    const { actor } = start({ loadDraft: async () => null, createDraft });
    const input = await at(actor, 'input');
    expect(createDraft).toHaveBeenCalledOnce();
    expect(input.context.draft).toEqual(newDraft);
  });

  it('creates no draft on a page other than /step (a reload of thanks, a link to confirm): マイページ instead (issue 24)', async () => {
    for (const requestedPath of ['/step/confirm', '/step/promptauth', '/step/thanks']) {
      const createDraft = vi.fn(async () => newDraft);
      const { actor, redirectToMyPage } = start({ loadDraft: async () => null, createDraft }, { requestedPath });
      const snapshot = await at(actor, 'alreadySent');
      expect(createDraft).not.toHaveBeenCalled();
      expect(redirectToMyPage).toHaveBeenCalledOnce();
      expect(pathForState(snapshot)).toBeNull();
    }
  });

  it('refuses CONFIRM while the draft is not ready (spec §4)', async () => {
    const inputConfirm = vi.fn(async () => confirmed);
    const { actor } = start({ loadDraft: async () => newDraft, inputConfirm });
    await at(actor, 'input');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('input');
    expect(inputConfirm).not.toHaveBeenCalled();
  });

  it('saves for later with /step as the resume point, then goes to マイページ', async () => {
    const tmpSave = vi.fn(async () => sessionSaved);
    const { actor, goToMyPage } = start({ tmpSave });
    await at(actor, 'input');
    actor.send({ type: 'SAVE_FOR_LATER' });
    const saved = await at(actor, 'saved');
    expect(saved.status).toBe('done');
    expect(tmpSave).toHaveBeenCalledExactlyOnceWith({ return_to: '/step' });
    expect(goToMyPage).toHaveBeenCalledOnce();
  });

  it('sends a 408 to the expired page, not to the error page', async () => {
    const { actor, redirectToExpired, reportFailure } = start({ inputConfirm: async () => { throw timeoutFailure; } });
    await at(actor, 'input');
    actor.send({ type: 'CONFIRM' });
    const expired = await at(actor, 'expired');
    expect(expired.status).toBe('done');
    expect(expired.context.failure).toMatchObject({ operation: 'input_confirm', status: 408 });
    expect(redirectToExpired).toHaveBeenCalledOnce();
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it.each([
    ['input_confirm SESSION_DESERIALIZE → 500 (spec §8)', { inputConfirm: async () => { throw apiError(500, 'SESSION_DESERIALIZE'); } }, 'input_confirm', 500],
    ['application_start BAD_REQUEST → 403 (spec §8)', { applicationStart: async () => { throw apiError(400, 'BAD_REQUEST'); } }, 'application_start', 403],
    ['a lapsed login on the signature poll → 401', { signatureInquiry: async () => { throw apiError(401, 'AUTH_REQUIRED'); } }, 'signature_inquiry', 401],
  ] as const)('hands %s to the error page', async (_name, fakes: Fakes, operation, status) => {
    const { actor, reportFailure, redirectToExpired } = start(fakes);
    await toConfirm(actor).catch(() => undefined);
    if (actor.getSnapshot().matches('confirm')) actor.send({ type: 'SIGN' });
    const failed = await at(actor, 'failed');
    expect(failed.status).toBe('done');
    expect(pathForState(failed)).toBeNull();
    expect(reportFailure).toHaveBeenCalledOnce();
    expect(reportFailure.mock.calls[0]?.[0]).toMatchObject({ operation, status });
    expect(redirectToExpired).not.toHaveBeenCalled();
  });

  it('fails through the error page when the draft cannot be loaded', async () => {
    const { actor, reportFailure } = start({ loadDraft: async () => { throw systemFailure; } });
    await at(actor, 'failed');
    expect(reportFailure.mock.calls[0]?.[0]).toEqual({ operation: 'user_session/1', error: systemFailure, status: 500 });
  });

  it('shows the server’s message when the PIN is locked, and signs again on RETRY', async () => {
    const applicationStart = vi.fn<() => Promise<SigningStart>>().mockResolvedValueOnce(signing).mockResolvedValueOnce(secondSigning);
    const answers = [pending, pinLocked, signed];
    const signatureInquiry = vi.fn(async () => answers.shift() ?? signed);
    const submitApplication = vi.fn(async () => submission);
    const { actor, reportFailure } = start({ applicationStart, signatureInquiry, submitApplication });
    await toConfirm(actor);
    actor.send({ type: 'SIGN' });

    const failed = await at(actor, 'signatureFailed');
    expect(pathForState(failed)).toBe('/step/promptauth');
    expect(failed.context.signatureFailure).toEqual({ reason: 'pin_locked', message: pinLockedMessage });
    expect(reportFailure).not.toHaveBeenCalled();

    actor.send({ type: 'RETRY' });
    expect(pathForState(actor.getSnapshot())).toBeNull(); // a new signing request: stay on /step/promptauth
    await at(actor, 'thanks');
    expect(applicationStart).toHaveBeenCalledTimes(2);
    expect(submitApplication).toHaveBeenCalledExactlyOnceWith({ idempotency_key: idempotencyKey, signature_request_id: secondSigning.signature_request_id });
  });

  it('gives up waiting for the signature after signatureTimeout', async () => {
    const { actor } = start({ signatureInquiry: async () => pending }, { signatureTimeout: 30 });
    await toConfirm(actor);
    actor.send({ type: 'SIGN' });
    const failed = await at(actor, 'signatureFailed');
    expect(failed.context.signatureFailure).toEqual({ reason: 'request_expired', message: null });
  });

  it('keeps the idempotency key of one confirm across a retried submit, and makes a new one on the next confirm', async () => {
    const keys = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    const createIdempotencyKey = vi.fn(async () => keys.shift() ?? 'none');
    const submitApplication = vi.fn<() => Promise<SubmissionResult>>().mockRejectedValueOnce(networkFailure).mockResolvedValueOnce(submission);
    const { actor, reportFailure } = start({ createIdempotencyKey, submitApplication });

    // A first confirm, abandoned: its key must not be used.
    await toConfirm(actor);
    actor.send({ type: 'BACK' });
    const second = await toConfirm(actor);
    expect(second.context.idempotencyKey).toBe('22222222-2222-4222-8222-222222222222');

    actor.send({ type: 'SIGN' });
    const failedSubmit = await at(actor, 'submitFailed');
    expect(pathForState(failedSubmit)).toBe('/step/promptauth');
    expect(failedSubmit.context.failure).toMatchObject({ operation: 'application', status: 500 });
    actor.send({ type: 'RETRY' });
    await at(actor, 'thanks');

    expect(createIdempotencyKey).toHaveBeenCalledTimes(2);
    expect(submitApplication.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      { idempotency_key: '22222222-2222-4222-8222-222222222222', signature_request_id: signing.signature_request_id },
      { idempotency_key: '22222222-2222-4222-8222-222222222222', signature_request_id: signing.signature_request_id },
    ]);
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('shows the reception number even when reception_id_save fails', async () => {
    const { actor, reportFailure } = start({ receptionIdSave: async () => { throw systemFailure; } });
    await toConfirm(actor);
    actor.send({ type: 'SIGN' });
    const thanks = await at(actor, 'thanks');
    expect(thanks.context.submission).toEqual(submission);
    expect(reportFailure).not.toHaveBeenCalled();
  });

  describe('deep links land on what the guards allow', () => {
    it.each([
      ['/step/confirm', readyDraft, 'confirm', '/step/confirm'],
      ['/step/confirm', newDraft, 'input', '/step'],
      ['/step/promptauth', readyDraft, 'confirm', '/step/confirm'],
      ['/step/promptauth', newDraft, 'input', '/step'],
      ['/step/thanks', readyDraft, 'confirm', '/step/confirm'],
      // Issue 24: a reload of thanks (its draft closed) creates nothing; マイページ replaces the page.
      ['/step/thanks', null, 'alreadySent', null],
      ['/step', readyDraft, 'input', '/step'],
    ] as const)('%s with %s → %s', async (requestedPath, draft, state, path) => {
      const inputConfirm = vi.fn(async () => confirmed);
      const { actor } = start({ loadDraft: async () => draft, inputConfirm }, { requestedPath });
      const snapshot = await at(actor, state);
      expect(pathForState(snapshot)).toBe(path);
      expect(inputConfirm).toHaveBeenCalledTimes(state === 'confirm' ? 1 : 0);
    });
  });

  describe('the browser’s Back and Forward', () => {
    it('follows Back from confirm to /step, and Forward to /step/confirm confirms again', async () => {
      const inputConfirm = vi.fn(async () => confirmed);
      const { actor } = start({ inputConfirm });
      await toConfirm(actor);
      actor.send({ type: 'NAVIGATED', path: '/step' });
      expect(actor.getSnapshot().value).toBe('input');
      actor.send({ type: 'NAVIGATED', path: '/step/confirm' });
      await at(actor, 'confirm');
      expect(inputConfirm).toHaveBeenCalledTimes(2);
    });

    it('refuses to skip ahead from /step', async () => {
      const { actor } = start({ loadDraft: async () => newDraft });
      await at(actor, 'input');
      for (const path of ['/step/confirm', '/step/promptauth', '/step/thanks']) {
        actor.send({ type: 'NAVIGATED', path });
        expect(actor.getSnapshot().value).toBe('input');
      }
    });

    it('leaves the signature wait for confirm on Back', async () => {
      const { actor } = start({ signatureInquiry: async () => pending });
      await toConfirm(actor);
      actor.send({ type: 'SIGN' });
      await at(actor, 'promptauth');
      actor.send({ type: 'NAVIGATED', path: '/step/confirm' });
      expect(actor.getSnapshot().value).toBe('confirm');
    });

    it('stays on thanks whatever the browser asks', async () => {
      const { actor } = start();
      await toConfirm(actor);
      actor.send({ type: 'SIGN' });
      await at(actor, 'thanks');
      for (const path of ['/step', '/step/confirm', '/step/promptauth']) {
        actor.send({ type: 'NAVIGATED', path });
        expect(pathForState(actor.getSnapshot())).toBe('/step/thanks');
      }
    });
  });

  it('fails loudly when the edge forgot to provide an actor', async () => {
    const actor = createActor(normalFlowMachine, { input: { requestedPath: '/step', flow: flows.normal } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(String(failed.context.failure?.error)).toContain('loadDraft');
  });
});
