// The reminder job on a real pg-boss (issue 28): rung by a filing, a run schedules the reminders
// and queues a run of its own at each one's due time, under the reminder's key, once however many
// runs there are; and the sweep is scheduled.
import { describe, expect, it } from 'vitest';
import { useMailBench } from '../mail/testing/mail-bench';
import { JOB_SCHEMA, startJobs, type JobLogger } from './job-runner';
import { REMINDER_QUEUE, reminderJob, reminderJobKey } from './reminder-job';

const silent: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reminder job', () => {
  const { database, clock, services, fileApplication } = useMailBench();
  const rowsOf = async <T,>(text: string, params: unknown[]) => (await database().query(text, params)).rows as T[];

  it('runs when a filing rings, queues a run at each new reminder’s due time under its own key, and sweeps on a schedule', async () => {
    // 12:00 in Japan on 2026-11-30: the visit (12/03) is reminded at 09:00 on 12/02.
    clock.advance(Date.parse('2026-11-30T03:00:00Z') - clock.now().getTime());
    const { applicationId } = await fileApplication({ withVisits: true });
    const runner = await startJobs(database(), { logger: silent, services: services(), jobs: [reminderJob], pollingIntervalSeconds: 0.5 });
    try {
      expect((await runner.boss.getSchedules(REMINDER_QUEUE)).map((schedule) => schedule.cron)).toEqual(['*/5 * * * *']);
      // A filing in this process rings the outbox signal: the job plans at once, without waiting for the sweep.
      services().outboxSignal.notify();
      const queued = async () => {
        const rows = await rowsOf<{ singleton_key: string; start_after: Date; due_at: Date }>(
          `select j.singleton_key, j.start_after, r.due_at from ${JOB_SCHEMA}.job j join reminders r on j.singleton_key = 'reminder:' || r.id
           where j.name = $1 and r.application_id = $2 order by r.due_at`,
          [REMINDER_QUEUE, applicationId],
        );
        return rows;
      };
      for (const deadline = Date.now() + 15_000; Date.now() < deadline && (await queued()).length < 2; ) await sleep(200);
      // Another run (another process, the sweep) queues nothing more.
      await runner.boss.send(REMINDER_QUEUE, null, { singletonKey: 'second' });
      await sleep(1_500);
      const reminders = await rowsOf<{ id: string; due_at: Date }>('select id, due_at from reminders where application_id = $1 order by due_at', [applicationId]);
      expect(reminders.map((row) => row.due_at)).toEqual([new Date('2026-12-02T00:00:00Z'), new Date('2026-12-12T00:00:00Z')]);
      expect(await queued()).toEqual(reminders.map((row) => ({ singleton_key: reminderJobKey(row.id), start_after: row.due_at, due_at: row.due_at })));
    } finally {
      await runner.stop();
    }
  }, 30_000);
});
