import type { ErrorBody, ServerErrorCode } from '#shared/api/error-codes';

const httpStatusOf: Record<ServerErrorCode, number> = {
  BAD_REQUEST: 400,
  AUTH_REQUIRED: 401,
  UNAUTHORIZED: 401,
  INVALID_CSRF_TOKEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  SESSION_DESERIALIZE: 500,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  // The service is not itself for a while (maintenance, database, overload; issue 30): 503 with Retry-After.
  TEMPORARILY: 503,
};

/** An expected failure, answered as {"status":{"code","message"}} (brief §3). */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ServerErrorCode,
    message: string,
    /** Sent as Retry-After: how long a client should wait before it asks again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = httpStatusOf[code];
  }

  toBody(): ErrorBody {
    return { status: { code: this.code, message: this.message } };
  }
}

/** Every limit answers alike: the route's, the handlers' own and the plugin's (429). */
export const tooManyRequests = (): ApiError => new ApiError('TOO_MANY_REQUESTS', 'しばらく時間をおいてから、もう一度お試しください。');
