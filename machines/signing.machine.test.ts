import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { visitSlotTakenMessage } from '#shared/domain/visit-slot-taken';
import { signingMachine } from './signing.machine';
import { confirmed, idempotencyKey, pending, receptionSaved, signed, signing, submission } from './test-support/normal-flow-fixtures';

const input = { documentDigest: confirmed.document_digest, idempotencyKey, signedRequest: null };

/** Runs the machine to its end against these answers of the server (the signature done, the number saved). */
async function runSigning({ signatureInquiry = async () => signed, submitApplication }: { signatureInquiry?: () => Promise<typeof signed | typeof pending>; submitApplication: (body: unknown) => Promise<typeof submission> }) {
  const actor = createActor(
    signingMachine.provide({
      actors: {
        applicationStart: fromPromise(async () => signing),
        signatureInquiry: fromPromise(signatureInquiry),
        submitApplication: fromPromise(({ input: body }) => submitApplication(body)),
        receptionIdSave: fromPromise(async () => receptionSaved),
      },
      actions: { reportRequested: () => {} },
      delays: { pollInterval: 1, signatureTimeout: 60_000 },
    }),
    { input },
  ).start();
  return waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 2000 });
}

describe('signing machine (actor)', () => {
  it('polls at pollInterval until signed, submits with the parent’s key and saves the number', async () => {
    const answers = [pending, pending, signed];
    const signatureInquiry = vi.fn(async () => answers.shift() ?? signed);
    const submitApplication = vi.fn(async (_body: unknown) => submission);
    const done = await runSigning({ signatureInquiry, submitApplication });
    expect(done.output).toEqual({ outcome: 'submitted', signature: signing, submission });
    expect(signatureInquiry).toHaveBeenCalledTimes(3);
    expect(submitApplication).toHaveBeenCalledExactlyOnceWith({ idempotency_key: idempotencyKey, signature_request_id: signing.signature_request_id });
  });

  it('ends as a failure to choose another visit slot when the submit lost the slot’s last place (issue 27), not on the error page', async () => {
    const refusal = Object.assign(new Error(visitSlotTakenMessage), { code: 'BAD_REQUEST', httpStatus: 400 });
    const submitApplication = vi.fn(async (): Promise<typeof submission> => {
      throw refusal;
    });
    const done = await runSigning({ submitApplication });
    expect(done.output).toEqual({ outcome: 'signatureFailed', signature: signing, signatureFailure: { reason: 'visit_slot_taken', message: visitSlotTakenMessage } });
    expect(submitApplication).toHaveBeenCalledOnce();
  });

  it('sends any other refused submit to the error page', async () => {
    const done = await runSigning({
      submitApplication: async () => {
        throw Object.assign(new Error('申請情報がありません。'), { code: 'BAD_REQUEST', httpStatus: 400 });
      },
    });
    expect(done.output).toMatchObject({ outcome: 'failed', failure: { operation: 'application', status: 400 } });
  });

  it('fails loudly, naming the call, when the edge forgot to provide it', async () => {
    const actor = createActor(signingMachine.provide({ actions: { reportRequested: () => {} } }), { input }).start();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toMatchObject({ outcome: 'failed', failure: { operation: 'application_start', status: 500 } });
    expect(String(done.context.failure?.error)).toContain('applicationStart');
  });
});
