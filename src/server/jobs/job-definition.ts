// What a background job is, independent of pg-boss: a queue name, an optional cron schedule, the
// services of the composition root it needs, and a plain handler, so each handler can be tested
// by calling it.
import type { Queue } from 'pg-boss';
import type { Db } from '../db/database-handle';
import type { ServiceName, Services } from '../services';

export interface JobContext<N extends ServiceName = never> {
  db: Db;
  now: Date;
  /** The job's payload as sent (null for scheduled runs); handlers validate it themselves. */
  data: unknown;
  /** Exactly the services the job declared in `needs`, from the process's one composition root. */
  services: Pick<Services, N>;
  /** Queues another run of this job (deduplicated per `singletonKey`: one run waits at a time); absent when a test calls run() itself. */
  sendAgain?: SendAgain;
  /** Aborted when the runner stops (decision 032 §3): finish the message at hand, start no other. */
  stopping?: AbortSignal;
}

export type SendAgain = (options: { startAfter?: Date; singletonKey: string }) => Promise<void>;

/** What a job may hook into while its worker runs (e.g. an in-process doorbell); returns its undo. */
export interface JobAttachment<N extends ServiceName> {
  services: Pick<Services, N>;
  sendAgain: SendAgain;
}

/** Counts and ids only: the summary is logged, so it must never hold personal data. */
export type JobSummary = Record<string, number | string>;

export interface JobDefinition<N extends ServiceName = ServiceName> {
  /** pg-boss queue name, also the `job` field in logs. */
  readonly queue: string;
  /** Cron expression in UTC, for recurring jobs. */
  readonly cron?: string;
  readonly queueOptions?: Omit<Queue, 'name'>;
  /** How often an idle worker looks for work (pg-boss minimum 0.5 s). */
  readonly pollingIntervalSeconds?: number;
  /** The services the job uses (e.g. ['applications', 'cipher']); the runner hands over these and no others. */
  readonly needs?: readonly N[];
  /** Returns what to log of the run; undefined logs nothing (a run that found nothing to do). */
  run(context: JobContext<N>): Promise<JobSummary | void>;
  /** Called once the worker is registered; the function it returns is called when the runner stops. */
  attach?(attachment: JobAttachment<N>): () => void;
}

/** Declares a job with its `needs` checked against what `run` reads. */
export const defineJob = <N extends ServiceName = never>(job: JobDefinition<N>): JobDefinition<N> => job;

/** The declared services of a job, picked from the composition root; a job that needs some fails to start without it. */
export function servicesFor<N extends ServiceName>(job: JobDefinition<N>, services: Services | undefined): Pick<Services, N> {
  const needs = job.needs ?? [];
  if (needs.length > 0 && !services) throw new Error(`job ${job.queue} needs services (${needs.join(', ')}) but the runner has none`);
  return Object.fromEntries(needs.map((name) => [name, services![name]])) as Pick<Services, N>;
}
