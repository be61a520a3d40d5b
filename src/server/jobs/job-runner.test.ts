// pg-boss really runs on the test database (PGlite, or PostgreSQL when DATABASE_URL is set),
// next to the app's own Drizzle queries on the same connection.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { useTestDatabase } from '../db/test-database';
import { IDLE_TIMEOUT_MS } from '../plugins/session';
import { createSessionRepository, sessionIdOf } from '../repositories/session-repository';
import type { JobDefinition } from './job-definition';
import { JOB_SCHEMA, retiredQueues, startJobs, type JobLogger } from './job-runner';
import { SESSION_RETENTION_QUEUE, sessionRetentionJob } from './retention-job';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function collectingLogger() {
  const entries: { level: 'info' | 'warn' | 'error'; details: object; message: string }[] = [];
  const logger: JobLogger = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { logger, entries };
}

describe('job runner', () => {
  const database = useTestDatabase();

  it('installs pg-boss in its own schema, schedules the retention job, runs a sent job beside Drizzle traffic, and stops cleanly', async () => {
    const handle = database();
    const { db } = handle;
    const repository = createSessionRepository(db);
    const { logger, entries } = collectingLogger();

    // The retention job alone: it needs no services (the delivery job has its own tests).
    const runner = await startJobs(handle, { logger, pollingIntervalSeconds: 0.5, jobs: [sessionRetentionJob] });
    let stopped = false;
    try {
      const { rows } = await handle.query('select count(*)::int as tables from information_schema.tables where table_schema = $1', [JOB_SCHEMA]);
      expect(rows[0]?.tables).toBeGreaterThan(0);

      const schedules = await runner.boss.getSchedules(SESSION_RETENTION_QUEUE);
      expect(schedules.map((s) => ({ name: s.name, cron: s.cron }))).toEqual([{ name: SESSION_RETENTION_QUEUE, cron: '*/10 * * * *' }]);

      const stale = await repository.create({ userId: null, data: {}, now: new Date(Date.now() - IDLE_TIMEOUT_MS - 60_000) });
      const live = await repository.create({ userId: null, data: {}, now: new Date() });

      const jobId = await runner.boss.send(SESSION_RETENTION_QUEUE);
      expect(jobId).toEqual(expect.any(String));

      // App traffic on the same database while the worker polls and runs: on PGlite this is one
      // connection shared by Drizzle and pg-boss, including Drizzle transactions.
      const deadline = Date.now() + 15_000;
      let state: string | undefined;
      let appQueries = 0;
      while (Date.now() < deadline) {
        await db.transaction(async (tx) => {
          const found = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, live.record.id));
          expect(found).toHaveLength(1);
          await tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, live.record.id));
        });
        appQueries += 1;
        const [job] = await runner.boss.findJobs(SESSION_RETENTION_QUEUE, { id: jobId! });
        state = job?.state;
        if (state === 'completed' || state === 'failed') break;
        await sleep(50);
      }
      expect(state).toBe('completed');
      expect(appQueries).toBeGreaterThan(0);

      const remaining = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, [stale.record.id, live.record.id]));
      expect(remaining.map((r) => r.id)).toEqual([live.record.id]);
      expect(entries).toContainEqual({
        level: 'info',
        message: 'job finished',
        details: expect.objectContaining({ job: SESSION_RETENTION_QUEUE, jobId, idleSessions: 1 }),
      });

      const openJobConnections = async () => {
        const { rows: counted } = await handle.query(
          "select count(*)::int as open from pg_stat_activity where application_name = 'utsuru-jobs' and datname = current_database()",
        );
        return counted[0]?.open;
      };
      // On PostgreSQL pg-boss has a small pool of its own on the same database.
      if (handle.connection.kind === 'postgres') expect(await openJobConnections()).toBeGreaterThan(0);

      const stopStartedAt = Date.now();
      await runner.stop();
      stopped = true;
      expect(Date.now() - stopStartedAt).toBeLessThan(5_000);

      // The worker no longer runs: a stale session sent after stop stays put for several polls…
      const lateStale = await repository.create({ userId: null, data: {}, now: new Date(Date.now() - IDLE_TIMEOUT_MS - 60_000) });
      await sleep(1_500);
      // …and the app's database is still open and usable.
      expect(await repository.findById(sessionIdOf(lateStale.token))).not.toBeNull();

      if (handle.connection.kind === 'postgres') expect(await openJobConnections()).toBe(0);
      expect(entries.filter((e) => e.level === 'error')).toEqual([]);
    } finally {
      if (!stopped) await runner.stop();
    }
  }, 30_000);

  it('records a failing handler as failed in pg-boss and logs it without the payload', async () => {
    const handle = database();
    const { logger, entries } = collectingLogger();
    const failing: JobDefinition = {
      queue: 'test-failing',
      queueOptions: { retryLimit: 0 },
      run: async () => {
        throw new Error('delivery refused');
      },
    };
    const runner = await startJobs(handle, { logger, jobs: [failing], pollingIntervalSeconds: 0.5 });
    try {
      const jobId = await runner.boss.send(failing.queue, { resident: '山田太郎' });
      let state: string | undefined;
      for (const deadline = Date.now() + 10_000; Date.now() < deadline && state !== 'failed'; await sleep(100)) {
        state = (await runner.boss.findJobs(failing.queue, { id: jobId! }))[0]?.state;
      }
      expect(state).toBe('failed');
      expect(entries).toEqual([
        { level: 'error', message: 'job failed', details: { job: failing.queue, jobId, err: { name: 'Error', message: 'delivery refused', errorCode: undefined } } },
      ]);
      expect(JSON.stringify(entries)).not.toContain('山田');
    } finally {
      await runner.stop();
    }
  });

  it('drops a retired queue and its schedule, left in the database by an earlier version', async () => {
    const handle = database();
    const { logger } = collectingLogger();
    const earlier = await startJobs(handle, { logger, jobs: [{ ...sessionRetentionJob, queue: 'visit-reminders', cron: '7 * * * *' }] });
    expect(await earlier.boss.getSchedules('visit-reminders')).toHaveLength(1);
    await earlier.stop();

    const runner = await startJobs(handle, { logger, jobs: [sessionRetentionJob] });
    try {
      expect(retiredQueues).toContain('visit-reminders');
      expect(await runner.boss.getQueue('visit-reminders')).toBeNull();
      expect(await runner.boss.getSchedules('visit-reminders')).toEqual([]);
    } finally {
      await runner.stop();
    }
  });
});
