// Operations that a later issue builds answer an honest 501 (README status table); none of
// them returns made-up data.
import { ApiError } from '../errors/api-error';

export function notImplemented(owner: string) {
  return async (): Promise<never> => {
    throw new ApiError('NOT_IMPLEMENTED', `この機能はまだ提供していません（${owner}）。`);
  };
}
