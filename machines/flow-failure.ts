// How a flow machine reads a failed call (spec §8), and the failure tail every flow ends in:
// the shared error catalogue classifies a failure by operation and server code; the machine
// only needs the status to choose between the expired page (408) and the error page.
import { errorView, passingView, routeView } from './state-view';
import { classifyApiFailure, type ClientErrorStatus } from '#shared/errors/error-catalogue';
import type { Phase } from '#shared/flows';
import { errorCodeOf } from './error-code-of';

/** The operations the flows call, as the error catalogue names them (spec §7 paths). */
export type FlowOperation =
  | `user_session/${Phase}`
  | 'user_session_form_create'
  | 'user_session_tmp_save'
  | 'input_confirm'
  | 'application_start'
  | 'signature_inquiry'
  | 'application'
  | 'reception_id_save'
  | 'user_session_initialize'
  | 'additional_application_start'
  | 'additional_application'
  | 'xid_data_update_request'
  | 'xid_data_update_request_status'
  | 'user_info_updated'
  | 'cancel_application_cancellable_confirm'
  | 'cancel_application_input_confirm'
  | 'cancel_application_input'
  | 'cancel_application_session_save'
  | 'cancel_application_start'
  | 'cancel_application'
  /** The idempotency key is made by the edge, not the server. */
  | 'idempotency_key';

export interface FlowFailure {
  operation: FlowOperation;
  /** What the actor rejected with, handed back to the edge's failure reporting unchanged. */
  error: unknown;
  status: ClientErrorStatus;
}

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : undefined;
}

/**
 * The catalogue's status for a failure. An HTTP 408 (a request timeout; our server never sends
 * one, a proxy may) is the time error whatever the body says.
 */
export function failureOf(operation: FlowOperation, error: unknown): FlowFailure {
  const code = errorCodeOf(error);
  const message = fieldOf(error, 'message');
  const body = code === undefined ? undefined : { status: { code, message: typeof message === 'string' ? message : '' } };
  const status = fieldOf(error, 'httpStatus') === 408 ? 408 : (classifyApiFailure(operation, body)?.status ?? 500);
  return { operation, error, status };
}

/** No server answer at all (the network failed): the call may or may not have reached the server. */
export function isTransportFailure(error: unknown): boolean {
  return errorCodeOf(error) === undefined && fieldOf(error, 'httpStatus') === undefined;
}

/** An actor the edge forgot to provide: the flow fails loudly, naming it. */
export function notProvided(machine: string, name: string): never {
  throw new Error(`${machine} machine: actor "${name}" is not provided`);
}

export const isExpiredFailure = (failure: FlowFailure | null): boolean => failure?.status === 408;

/**
 * The states every flow ends in when a call fails: `failing` routes a 408 to `expired` and
 * anything else to `failed`. The machine declares the `isExpired` guard and the `reportFailure`
 * and `redirectToExpired` actions its edge provides.
 */
export function failureTail() {
  return {
    failing: {
      meta: passingView('The failure is routed at once: to the expired page for a 408, else to the error page.'),
      always: [{ guard: 'isExpired', target: 'expired' }, { target: 'failed' }],
    },
    failed: {
      meta: errorView,
      type: 'final',
      entry: { type: 'reportFailure', params: ({ context }: { context: { failure: FlowFailure | null } }) => context.failure as FlowFailure },
    },
    expired: {
      meta: routeView('error-expired'),
      type: 'final',
      entry: 'redirectToExpired',
    },
  } as const;
}
