// The retention periods of the privacy policy (issue 28), kept by a job: each hour it deletes the
// drafts left unsent past RETENTION_DRAFT_DAYS and the personal data of the moves settled for
// longer than RETENTION_SETTLED_DAYS (repositories/retention-purge.ts says what goes and what stays).
// Hourly, so nothing outlives its period by more than an hour; a run finds little to do.
import type { RetentionConfig } from '../config';
import type { Db } from '../db/database-handle';
import { purgeDraftsSavedBefore, purgeSettledApplicationsBefore } from '../repositories/retention-purge';
import { defineJob } from './job-definition';

export const PERSONAL_DATA_RETENTION_QUEUE = 'personal-data-retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface PersonalDataRetentionResult {
  drafts: number;
  applications: number;
}

export async function purgeRetainedPersonalData({ db, now, retention }: { db: Db; now: Date; retention: RetentionConfig }): Promise<PersonalDataRetentionResult> {
  const drafts = await purgeDraftsSavedBefore(db, daysBefore(now, retention.draftDays));
  const applications = await purgeSettledApplicationsBefore(db, daysBefore(now, retention.settledDays), now);
  return { drafts, applications };
}

export const personalDataRetentionJob = defineJob<'config'>({
  queue: PERSONAL_DATA_RETENTION_QUEUE,
  cron: '17 * * * *',
  // As the session retention's: at most one run waiting and one running.
  queueOptions: { policy: 'stately', retryLimit: 2, retryDelay: 300, expireInSeconds: 900, deleteAfterSeconds: 7 * 24 * 60 * 60 },
  pollingIntervalSeconds: 60,
  needs: ['config'],
  run: async ({ db, now, services }) => {
    const result = await purgeRetainedPersonalData({ db, now, retention: services.config.retention });
    return result.drafts + result.applications > 0 ? { ...result } : undefined;
  },
});
