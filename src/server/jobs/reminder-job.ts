// The reminders (issue 28): each run plans the reminders of the move events not looked at yet
// (reminder-planner.ts), queues for each newly scheduled one a run of this job at its due time
// (pg-boss startAfter, singletonKey per reminder, so two planners queue it once), and mails every
// reminder due by the injected clock whose reason still stands (due-reminders.ts). The cron tick
// is the sweep: it plans what a crashed run left and mails what is due even if its queued run was
// lost. A filing in this process rings the outbox signal, which runs this job at once; a reminder
// put in the mail outbox rings it too, so the mail job sends it at once.
import { DUE_BATCH, sendDueReminders } from '../mail/due-reminders';
import { createMailRepository } from '../mail/mail-repository';
import { PLAN_BATCH, planReminders } from '../mail/reminder-planner';
import { defineJob, type JobContext } from './job-definition';

export const REMINDER_QUEUE = 'reminders';

type ReminderNeeds = 'clock' | 'cipher' | 'outboxSignal';

export const reminderJobKey = (reminderId: string) => `reminder:${reminderId}`;

export async function runReminders({ db, services, sendAgain }: JobContext<ReminderNeeds>) {
  const { clock, cipher, outboxSignal } = services;
  const plan = { events: 0, scheduled: 0, cancelled: 0 };
  for (let full = true; full; ) {
    const batch = await planReminders(db, { cipher, now: clock.now() });
    plan.events += batch.events;
    plan.scheduled += batch.scheduled.length;
    plan.cancelled += batch.cancelled;
    full = batch.events === PLAN_BATCH;
    // A reminder already due (planned late) runs at once; the sweep catches it if this send is lost.
    if (sendAgain) for (const { id, dueAt } of batch.scheduled) await sendAgain({ singletonKey: reminderJobKey(id), startAfter: new Date(Math.max(dueAt.getTime(), clock.now().getTime())) });
  }
  const outbox = createMailRepository(db);
  const due = { sent: 0, cancelled: 0, postponed: 0 };
  for (let full = true; full; ) {
    const batch = await sendDueReminders(db, { cipher, outbox, now: clock.now() });
    due.sent += batch.sent;
    due.cancelled += batch.cancelled;
    due.postponed += batch.postponed;
    full = batch.sent + batch.cancelled + batch.postponed === DUE_BATCH;
  }
  if (due.sent > 0) outboxSignal.notify();
  const counts = { events: plan.events, scheduled: plan.scheduled, cancelled: plan.cancelled + due.cancelled, sent: due.sent, postponed: due.postponed };
  return counts.events + counts.sent + counts.cancelled + counts.postponed > 0 ? counts : undefined;
}

export const reminderJob = defineJob<ReminderNeeds>({
  queue: REMINDER_QUEUE,
  // The sweep: new reasons are planned within a few minutes, lost runs are made up for.
  cron: '*/5 * * * *',
  // short: per singleton key (the cron's none, each reminder's own) one run waiting; runs side by side are safe (SKIP LOCKED, unique keys).
  queueOptions: { policy: 'short', retryLimit: 3, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 24 * 60 * 60 },
  needs: ['clock', 'cipher', 'outboxSignal'],
  run: runReminders,
  // A filing in this process (its visit reserved) is planned at once rather than at the next sweep.
  attach: ({ services, sendAgain }) => services.outboxSignal.subscribe(() => void sendAgain({ singletonKey: 'now' }).catch(() => undefined)),
});
