// Each flow's effects, built by one factory from the flow's registry entry (issue 10): its calls
// through the given openapi-fetch client with the flow's phase, key making, navigation and
// failure reporting. The signing child's calls are provided by `provideSigning`, which the
// revocation flow will reuse. Nothing here is module state, so a test gives it a fake fetch.
import { fromPromise } from 'xstate';
import { normalFlowMachine, type SessionData } from '../../../../machines/normal-flow.machine';
import { expiredPagePath } from '../../../../machines/error-routing.machine';
import { signingMachine } from '../../../../machines/signing.machine';
import type { components } from '../../../shared/api/schema';
import type { FlowDefinition } from '../../../shared/flows';
import { pathOf } from '../../../shared/routes';
import { ApiError, unwrap } from '../../api/api-error';
import type { ApiClient } from '../../api/client';

/** A flow that saves and confirms its draft through user_session_tmp_save and input_confirm (the contract's phases). */
export type DraftFlow = FlowDefinition & {
  readonly phase: components['schemas']['SessionSaveRequest']['phase'] & components['schemas']['InputConfirmRequest']['phase'];
};

export interface FlowLogicDeps {
  client: ApiClient;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  flow: DraftFlow;
  /** The error page for a failed call (spec §8). */
  reportFailure: (operation: string, error: unknown) => void;
  /** POST user_session_form_create; the live one shares a request with the section pages. */
  createDraft?: () => Promise<SessionData>;
  now?: () => number;
  random?: Crypto;
}

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

/** GET user_session/{phase}: the resident's draft, or null when there is none yet (NOT_FOUND). */
export async function loadDraftOf(client: ApiClient, flow: FlowDefinition): Promise<SessionData | null> {
  try {
    return unwrap(await client.GET('/user_session/{phase}', { params: { path: { phase: flow.phase } } }));
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'NOT_FOUND') return null;
    throw failure;
  }
}

/** The signing child with its calls: sign, poll, submit, save the reception number for the flow's phase. */
export function provideSigning({ client, flow, now = Date.now }: { client: ApiClient; flow: FlowDefinition; now?: () => number }) {
  return signingMachine.provide({
    actors: {
      applicationStart: fromPromise(async ({ input }) => unwrap(await client.POST('/application_start', { body: input }))),
      signatureInquiry: fromPromise(async ({ input }) => unwrap(await client.POST('/signature_inquiry', { body: input }))),
      submitApplication: fromPromise(async ({ input }) => unwrap(await client.POST('/application', { body: input }))),
      receptionIdSave: fromPromise(async ({ input }) =>
        unwrap(await client.POST('/reception_id_save', { body: { phase: flow.phase, reception_number: input.reception_number } }))),
    },
    delays: {
      signatureTimeout: ({ context }) => msUntil(context.signature?.expires_at, now()),
    },
  });
}

/** The flow's machine with every effect provided: what its step pages run. */
export function createFlowLogic(deps: FlowLogicDeps) {
  const { client, navigate, flow, reportFailure, random } = deps;
  const createDraft = deps.createDraft ?? (async () => unwrap(await client.POST('/user_session_form_create', { body: {} })));
  return normalFlowMachine.provide({
    actors: {
      loadDraft: fromPromise(() => loadDraftOf(client, flow)),
      createDraft: fromPromise(() => createDraft()),
      tmpSave: fromPromise(async ({ input }) =>
        unwrap(await client.POST('/user_session_tmp_save', { body: { phase: flow.phase, return_to: input.return_to } }))),
      inputConfirm: fromPromise(async () => unwrap(await client.POST('/input_confirm', { body: { phase: flow.phase } }))),
      createIdempotencyKey: fromPromise(async () => newIdempotencyKey(random)),
      signing: provideSigning(deps),
    },
    actions: {
      // Spec §8: the catalogue decides the error page, shown in place of the step page.
      reportFailure: (_, failure) => reportFailure(failure.operation, failure.error),
      // Replace: Back must not return to a flow that has expired.
      redirectToExpired: () => navigate(expiredPagePath, { replace: true }),
      goToMyPage: () => navigate(pathOf('mypage')),
    },
  });
}
