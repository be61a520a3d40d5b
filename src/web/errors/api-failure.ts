// The one place where a failed API call becomes what the resident sees (spec §8): its body is
// classified by the shared catalogue, every classification goes to the session-expiry machine
// (a 408 sends the resident to the expired page), and any other shown status replaces the
// page with the error page.
import { classifyApiFailure, type ClientError } from '#shared/errors/error-catalogue';
import type { SessionExpiryEvent } from '#machines/session-expiry.machine';
import type { Store } from '../stores/create-store';
import { ApiError } from '../api/api-error';

/**
 * The catalogue's view of what a call threw or returned: an `ApiError` (from `unwrap`), the
 * `error` body of an openapi-fetch result, or anything else (a network failure → 500).
 */
export function clientErrorOf(operationPath: string, failure: unknown): ClientError | null {
  const body = failure instanceof ApiError ? { status: { code: failure.code, message: failure.message } } : failure;
  return classifyApiFailure(operationPath, body);
}

export interface FailureReporterDeps {
  /** The failure shown in place of the current page. */
  shown: Store<ClientError | null>;
  expiry: { send(event: SessionExpiryEvent): void };
}

export type ReportApiFailure = (operationPath: string, failure: unknown) => ClientError | null;

export function createFailureReporter({ shown, expiry }: FailureReporterDeps): ReportApiFailure {
  return (operationPath, failure) => {
    const error = clientErrorOf(operationPath, failure);
    expiry.send({ type: 'API_FAILURE', error });
    // A 408 is not shown in place: the expiry machine replaces the page with the expired page.
    if (error && error.status !== 408) shown.set(error);
    return error;
  };
}
