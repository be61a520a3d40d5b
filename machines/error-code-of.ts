// Actors reject with whatever the edge throws; the machines only need the server code
// (spec §8) to decide where to go, so they read it structurally instead of importing
// the web's error class.
import type { ServerErrorCode } from '#shared/api/error-codes';

export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' ? code : undefined;
}

const authCodes: readonly ServerErrorCode[] = ['AUTH_REQUIRED', 'UNAUTHORIZED'];

/** True when the failure means "nobody is logged in" rather than "something broke". */
export function isAuthFailure(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && (authCodes as readonly string[]).includes(code);
}
