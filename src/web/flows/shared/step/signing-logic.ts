// The signing child's effects for a signed flow (the normal flow, the revocation flow): start the
// signature, poll it, submit, save the reception number for the flow's phase, and the wait the
// signing request allows read at the edge's clock.
import { fromPromise } from 'xstate';
import { signingMachine } from '#machines/signing.machine';
import type { FlowDefinition } from '#shared/flows';
import { applicationStart, receptionIdSave, signatureInquiry, submitApplication } from '../../../api/applications';
import type { ApiClient } from '../../../api/client';

/** Milliseconds until the signing request expires (at least a poll's worth), read at the edge's clock. */
export function msUntil(expiresAt: string | undefined, now: number): number {
  const end = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
  return Number.isNaN(end) ? 10 * 60 * 1000 : Math.max(end - now, 1000);
}

/** The calls that start the signature and submit: the normal flow's, or the revocation's cancel_application ones. */
export interface SigningCalls {
  start: typeof applicationStart;
  submit: typeof submitApplication;
}

const applicationCalls: SigningCalls = { start: applicationStart, submit: submitApplication };

/** The signing child with its calls: sign, poll, submit, save the reception number for the flow's phase. */
export function provideSigning({ client, flow, now = Date.now, calls = applicationCalls }: { client: ApiClient; flow: FlowDefinition; now?: () => number; calls?: SigningCalls }) {
  return signingMachine.provide({
    actors: {
      applicationStart: fromPromise(({ input }) => calls.start(client, input)),
      signatureInquiry: fromPromise(({ input }) => signatureInquiry(client, input)),
      submitApplication: fromPromise(({ input }) => calls.submit(client, input)),
      receptionIdSave: fromPromise(({ input }) => receptionIdSave(client, { phase: flow.phase, reception_number: input.reception_number })),
    },
    delays: {
      signatureTimeout: ({ context }) => msUntil(context.signature?.expires_at, now()),
    },
  });
}

