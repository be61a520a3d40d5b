// Server error codes (spec §8). Every failure body is {"status":{"code","message"}}.
export const serverErrorCodes = [
  'BAD_REQUEST',
  'AUTH_REQUIRED',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'INVALID_CSRF_TOKEN',
  'SESSION_DESERIALIZE',
  'TEMPORARILY',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
  'NOT_IMPLEMENTED',
] as const;

export type ServerErrorCode = (typeof serverErrorCodes)[number];

export interface ErrorBody {
  status: { code: ServerErrorCode; message: string };
}
