// Background jobs on pg-boss (brief §3), in the same database the app uses. pg-boss keeps its
// own tables in the `pgboss` schema. It opens a small pool of its own: on PGlite, connections to
// the PGlite thread like the app's; on PostgreSQL several app processes may run workers side by
// side: each job is fetched by one of them, each cron tick sends one job.
import { PgBoss, type ConstructorOptions } from 'pg-boss';
import { systemClock, type Clock } from '../clock';
import type { DatabaseConnection, DatabaseHandle } from '../db/database-handle';
import type { Services } from '../services';
import { servicesFor, type JobDefinition, type SendAgain } from './job-definition';
import { deliveryJob } from './delivery-job';
import { mailJob } from './mail-job';
import { reminderJob } from './reminder-job';
import { sessionRetentionJob } from './retention-job';
import { personalDataRetentionJob } from './personal-data-retention-job';

export const JOB_SCHEMA = 'pgboss';

/** Every job this service runs. */
export const allJobs: readonly JobDefinition[] = [sessionRetentionJob, personalDataRetentionJob, deliveryJob, mailJob, reminderJob];

/**
 * Queues of jobs that no longer exist. pg-boss keeps a schedule in the database, so a database
 * from before their removal would go on queueing runs that no worker takes: each start drops them.
 * 'visit-reminders' was issue 27's hourly scan, replaced by the reminders queue (issue 28).
 */
export const retiredQueues: readonly string[] = ['visit-reminders'];

/** The part of the app's pino logger the jobs use. */
export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerDeps {
  logger: JobLogger;
  /** The process's composition root; each job gets the part of it that it declares. */
  services?: Services;
  clock?: Clock;
  jobs?: readonly JobDefinition[];
  /** Overrides every worker's polling interval; tests shorten it. */
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  /** For sending jobs and for tests; the workers and schedules are already registered. */
  readonly boss: PgBoss;
  /**
   * Stops polling and tells running jobs to stop after the message at hand; waits for them up to
   * `timeoutMs` (10 s), then fails what still runs for a retry. The app's database stays open.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

function connectionOptions(connection: DatabaseConnection): ConstructorOptions {
  // On PGlite its pool's connections are streams to the PGlite thread, like the app's: pg-boss
  // hands its options to pg.Pool, node-postgres's `stream` option included (its types omit it).
  if (connection.kind === 'pglite') return { stream: connection.stream, max: 2, application_name: 'utsuru-jobs' } as ConstructorOptions;
  return { connectionString: connection.connectionString, max: 3, application_name: 'utsuru-jobs' };
}

/**
 * Error details without pg's `detail`/`where`, which can quote row values. The code (e.g.
 * PostgreSQL's 57P01) is `errorCode`: the logger redacts every `*.code`, meant for the OIDC code.
 */
const safeError = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, errorCode: (error as { code?: unknown }).code } : { message: String(error) };

export async function startJobs(database: DatabaseHandle, deps: JobRunnerDeps): Promise<JobRunner> {
  const { logger, services, clock = services?.clock ?? systemClock, jobs = allJobs } = deps;
  const boss = new PgBoss({ ...connectionOptions(database.connection), schema: JOB_SCHEMA });
  // Without a listener an 'error' event (e.g. a failed maintenance query) would crash the process.
  boss.on('error', (error) => logger.error({ err: safeError(error) }, 'job system error'));
  boss.on('warning', (warning) => logger.warn({ warning: warning.message }, 'job system warning'));

  const detachments: (() => void)[] = [];
  const stopping = new AbortController();
  try {
    await boss.start();
    for (const queue of retiredQueues) {
      if ((await boss.getQueue(queue)) !== null) await boss.deleteQueue(queue);
    }
    for (const job of jobs) {
      const declared = servicesFor(job, services);
      await boss.createQueue(job.queue, job.queueOptions);
      const sendAgain: SendAgain = async ({ startAfter, singletonKey }) => {
        await boss.send(job.queue, null, { singletonKey, ...(startAfter ? { startAfter } : {}) });
      };
      const pollingIntervalSeconds = deps.pollingIntervalSeconds ?? job.pollingIntervalSeconds;
      await boss.work(job.queue, pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds }, async ([item]) => {
        if (!item) return;
        const startedAt = Date.now();
        try {
          const summary = await job.run({ db: database.db, now: clock.now(), data: item.data ?? null, services: declared, sendAgain, stopping: stopping.signal });
          // A run with nothing to report (an idle delivery check every few seconds) is not logged.
          if (summary !== undefined) logger.info({ job: job.queue, jobId: item.id, ms: Date.now() - startedAt, ...summary }, 'job finished');
        } catch (error) {
          // pg-boss records the failure and retries per the queue options.
          logger.error({ job: job.queue, jobId: item.id, err: safeError(error) }, 'job failed');
          throw error;
        }
      });
      if (job.cron) await boss.schedule(job.queue, job.cron);
      if (job.attach) detachments.push(job.attach({ services: declared, sendAgain }));
    }
  } catch (error) {
    for (const detach of detachments) detach();
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }

  return {
    boss,
    stop: async ({ timeoutMs = 10_000 } = {}) => {
      stopping.abort();
      for (const detach of detachments) detach();
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
