import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signingMachine } from './signing.machine';
import { confirmed, idempotencyKey, pending, receptionSaved, signed, signing, submission } from './test-support/normal-flow-fixtures';

const input = { documentDigest: confirmed.document_digest, idempotencyKey, signedRequest: null };

describe('signing machine (actor)', () => {
  it('polls at pollInterval until signed, submits with the parent’s key and saves the number', async () => {
    const answers = [pending, pending, signed];
    const signatureInquiry = vi.fn(async () => answers.shift() ?? signed);
    const submitApplication = vi.fn(async (_body: unknown) => submission);
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
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 2000 });
    expect(done.output).toEqual({ outcome: 'submitted', signature: signing, submission });
    expect(signatureInquiry).toHaveBeenCalledTimes(3);
    expect(submitApplication).toHaveBeenCalledExactlyOnceWith({ idempotency_key: idempotencyKey, signature_request_id: signing.signature_request_id });
  });

  it('fails loudly, naming the call, when the edge forgot to provide it', async () => {
    const actor = createActor(signingMachine.provide({ actions: { reportRequested: () => {} } }), { input }).start();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toMatchObject({ outcome: 'failed', failure: { operation: 'application_start', status: 500 } });
    expect(String(done.context.failure?.error)).toContain('applicationStart');
  });
});
