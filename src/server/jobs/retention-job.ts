// Retention purge (brief §3 jobs, §6 sessions). Expired sessions are already refused by the
// session plugin, old rate-limit windows already restart on the next hit, and an expired signing
// request can no longer be submitted; this keeps dead rows, some of them holding encrypted
// signatures, from piling up in the database. A submitted application keeps its own copy of the
// signature, so nothing it needs goes. Recipients' callback ids are kept only while a replay of
// one could still carry a timestamp inside the tolerance.
import type { Db } from '../db/database-handle';
import { purgeRecipientCallbacksBefore } from '../deliveries/recipient-progress';
import { closeIdleFlowSessions } from '../flow-funnel/funnel-sessions';
import { WEBHOOK_TOLERANCE_MS } from '../deliveries/webhook-verification';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from '../plugins/session';
import { purgeDevIdpModelsExpiredBefore } from '../repositories/dev-idp-model-store';
import { purgeDevSigningRequestsExpiredBefore } from '../repositories/dev-signing-request-repository';
import { purgeRateLimitsBefore } from '../repositories/rate-limit-store';
import { createSessionRepository } from '../repositories/session-repository';
import { purgeSignatureRequestsExpiredBefore } from '../repositories/signature-request-repository';
import { defineJob } from './job-definition';

export const SESSION_RETENTION_QUEUE = 'session-retention';

/** Far longer than any route's rate-limit window (one minute today), so no live count is reset. */
export const RATE_LIMIT_RETENTION_MS = 60 * 60 * 1000;
/**
 * A day past its expiry: nobody can use the request by then (a submission's retry finds its
 * application by the idempotency key first), and a failed signing can still be looked into.
 */
export const SIGNING_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Well past the callbacks' timestamp tolerance (5 min), with room for clock skew. */
export const CALLBACK_ID_RETENTION_MS = 12 * WEBHOOK_TOLERANCE_MS;

export type RetentionResult = {
  idleSessions: number;
  agedSessions: number;
  rateLimits: number;
  signatureRequests: number;
  devSigningRequests: number;
  callbackIds: number;
  /** The development IdP's models past their expiry (decision 026): never found again, so no grace. */
  devIdpModels: number;
  /** The funnel's flows idle long enough to have ended (issue 29): counted, and their hashed ids deleted. */
  flowSessions: number;
};

export async function purgeExpiredRows({ db, now }: { db: Db; now: Date }): Promise<RetentionResult> {
  const sessions = createSessionRepository(db);
  const idleSessions = await sessions.deleteIdleSince(new Date(now.getTime() - IDLE_TIMEOUT_MS));
  const agedSessions = await sessions.deleteCreatedBefore(new Date(now.getTime() - ABSOLUTE_LIFETIME_MS));
  const rateLimits = await purgeRateLimitsBefore(db, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS));
  const signingCutoff = new Date(now.getTime() - SIGNING_RETENTION_MS);
  const signatureRequests = await purgeSignatureRequestsExpiredBefore(db, signingCutoff);
  const devSigningRequests = await purgeDevSigningRequestsExpiredBefore(db, signingCutoff);
  const callbackIds = await purgeRecipientCallbacksBefore(db, new Date(now.getTime() - CALLBACK_ID_RETENTION_MS));
  const devIdpModels = await purgeDevIdpModelsExpiredBefore(db, now);
  const flowSessions = await closeIdleFlowSessions(db, now);
  return { idleSessions, agedSessions, rateLimits, signatureRequests, devSigningRequests, callbackIds, devIdpModels, flowSessions };
}

export const sessionRetentionJob = defineJob({
  queue: SESSION_RETENTION_QUEUE,
  cron: '*/10 * * * *',
  // stately: at most one run waiting and one running, so a stalled worker never builds a backlog.
  queueOptions: { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 24 * 60 * 60 },
  pollingIntervalSeconds: 30,
  run: purgeExpiredRows,
});
