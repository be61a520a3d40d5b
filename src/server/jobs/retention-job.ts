// Retention purge (brief §3 jobs, §6 sessions). Expired sessions are already refused by the
// session plugin and old rate-limit windows already restart on the next hit; this only keeps
// dead rows from piling up in the database.
import type { Db } from '../db/client';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from '../plugins/session';
import { purgeRateLimitsBefore } from '../repositories/rate-limit-store';
import { createSessionRepository } from '../repositories/session-repository';
import type { JobDefinition } from './job-definition';

export const SESSION_RETENTION_QUEUE = 'session-retention';

/** Far longer than any route's rate-limit window (one minute today), so no live count is reset. */
export const RATE_LIMIT_RETENTION_MS = 60 * 60 * 1000;

export type RetentionResult = {
  idleSessions: number;
  agedSessions: number;
  rateLimits: number;
};

export async function purgeExpiredRows({ db, now }: { db: Db; now: Date }): Promise<RetentionResult> {
  const sessions = createSessionRepository(db);
  const idleSessions = await sessions.deleteIdleSince(new Date(now.getTime() - IDLE_TIMEOUT_MS));
  const agedSessions = await sessions.deleteCreatedBefore(new Date(now.getTime() - ABSOLUTE_LIFETIME_MS));
  const rateLimits = await purgeRateLimitsBefore(db, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS));
  return { idleSessions, agedSessions, rateLimits };
}

export const sessionRetentionJob: JobDefinition = {
  queue: SESSION_RETENTION_QUEUE,
  cron: '*/10 * * * *',
  // stately: at most one run waiting and one running, so a stalled worker never builds a backlog.
  queueOptions: { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 24 * 60 * 60 },
  pollingIntervalSeconds: 30,
  run: purgeExpiredRows,
};
