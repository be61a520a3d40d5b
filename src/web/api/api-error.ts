// One error type for every failed API call, carrying the server code of spec §8, so the
// machines and the later error routing can decide by HTTP status and code alone.
import type { ErrorBody } from '#shared/api/error-codes';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('status' in value)) return false;
  const { status } = value;
  return typeof status === 'object' && status !== null
    && 'code' in status && typeof status.code === 'string'
    && 'message' in status && typeof status.message === 'string';
}

/** Data of a successful openapi-fetch result; otherwise throws an `ApiError`. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  const { data, error, response } = result;
  if (response.ok && error === undefined) return data as T;
  if (isErrorBody(error)) throw new ApiError(response.status, error.status.code, error.status.message);
  // The error middleware normalises bodies, so this only happens for an unexpected shape.
  throw new ApiError(response.status, 'INTERNAL_SERVER_ERROR', `HTTP ${response.status}`);
}
