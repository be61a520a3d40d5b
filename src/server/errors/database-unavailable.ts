// Whether a failure means the database is not there right now (not started, restarting, cut off,
// out of connections), which the API answers with TEMPORARILY, rather than a fault of ours (500).
// Drizzle wraps the driver's error, so the whole `cause` chain is read.

/** Node's socket errors on the way to the server. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** PostgreSQL's SQLSTATEs for "not now": class 08 (connection), shutting down or starting up, too many connections. */
const sqlStates = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say these without a code. */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
  /^Client has encountered a connection error and is not queryable/,
];

const MAX_DEPTH = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.has(code))) return true;
    if (typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
