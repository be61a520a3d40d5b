// The one check that a request belongs to a logged-in resident, and the one message a resident
// reads when it does not (the contract's security handler and every handler use it).
import { ApiError } from '../errors/api-error';

export const loginRequiredMessage = 'ログインが必要です。';

export const loginRequired = (): ApiError => new ApiError('AUTH_REQUIRED', loginRequiredMessage);

/** The logged-in resident's id, or AUTH_REQUIRED. */
export function requireUser(request: { session: { userId: string | null } | null }): string {
  const userId = request.session?.userId;
  if (!userId) throw loginRequired();
  return userId;
}
