// The normal-flow machine with its calls (the one openapi-fetch client), key making,
// navigation and failure reporting provided: what the step pages run.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { normalFlowMachine } from '../../../../machines/normal-flow.machine';
import { expiredPagePath } from '../../../../machines/error-routing.machine';
import { pathOf } from '../../../shared/routes';
import { applicationStart, inputConfirm, receptionIdSave, signatureInquiry, submitApplication } from '../../api/applications';
import { apiClient } from '../../api/client';
import { createDraft, tmpSave } from '../../api/drafts';
import { reportApiFailure } from '../../errors/failure-reporting';
import { loadRouteDraft } from '../../session/current-route-session';

/** A version 4 UUID; `crypto.randomUUID` needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(random: Crypto = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Milliseconds until the signing request expires (at least a poll's worth), read at the edge's clock. */
export function msUntil(expiresAt: string | undefined, now: number): number {
  const end = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
  return Number.isNaN(end) ? 10 * 60 * 1000 : Math.max(end - now, 1000);
}

export const liveNormalFlowMachine = normalFlowMachine.provide({
  actors: {
    loadDraft: fromPromise(({ signal }) => loadRouteDraft(1, signal)),
    createDraft: fromPromise(() => createDraft(apiClient)),
    tmpSave: fromPromise(({ input }) => tmpSave(apiClient, { phase: 1, return_to: input.return_to })),
    inputConfirm: fromPromise(() => inputConfirm(apiClient, 1)),
    createIdempotencyKey: fromPromise(async () => newIdempotencyKey()),
    applicationStart: fromPromise(({ input }) => applicationStart(apiClient, input)),
    signatureInquiry: fromPromise(({ input }) => signatureInquiry(apiClient, input)),
    submitApplication: fromPromise(({ input }) => submitApplication(apiClient, input)),
    receptionIdSave: fromPromise(({ input }) => receptionIdSave(apiClient, { phase: 1, reception_number: input.reception_number })),
  },
  actions: {
    // Spec §8: the catalogue decides the error page, shown in place of the step page.
    reportFailure: (_, failure) => {
      reportApiFailure(failure.operation, failure.error);
    },
    // Replace: Back must not return to a flow that has expired.
    redirectToExpired: () => navigate(expiredPagePath, { replace: true }),
    goToMyPage: () => navigate(pathOf('mypage')),
  },
  delays: {
    signatureTimeout: ({ context }) => msUntil(context.signature?.expires_at, Date.now()),
  },
});
