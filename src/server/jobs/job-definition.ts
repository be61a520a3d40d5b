// What a background job is, independent of pg-boss: a queue name, an optional cron schedule and
// a plain handler, so each handler can be tested by calling it.
import type { Queue } from 'pg-boss';
import type { Db } from '../db/client';

export interface JobContext {
  db: Db;
  now: Date;
  /** The job's payload as sent (null for scheduled runs); handlers validate it themselves. */
  data: unknown;
}

/** Counts and ids only: the summary is logged, so it must never hold personal data. */
export type JobSummary = Record<string, number | string>;

export interface JobDefinition {
  /** pg-boss queue name, also the `job` field in logs. */
  readonly queue: string;
  /** Cron expression in UTC, for recurring jobs. */
  readonly cron?: string;
  readonly queueOptions?: Omit<Queue, 'name'>;
  /** How often an idle worker looks for work (pg-boss minimum 0.5 s). */
  readonly pollingIntervalSeconds?: number;
  run(context: JobContext): Promise<JobSummary | void>;
}
