// Plans the reminders of tomorrow's visits (issue 27) each hour; the mail job sends them. Keyed
// per reservation and date, so the hourly runs (and several processes) plan each one once.
import { planVisitReminders } from '../mail/visit-reminders';
import { createMailRepository } from '../mail/mail-repository';
import { defineJob } from './job-definition';

export const visitReminderJob = defineJob<'clock' | 'cipher'>({
  queue: 'visit-reminders',
  cron: '7 * * * *',
  queueOptions: { policy: 'short', retryLimit: 3, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 24 * 60 * 60 },
  needs: ['clock', 'cipher'],
  async run({ db, services }) {
    const planned = await planVisitReminders(db, { cipher: services.cipher, outbox: createMailRepository(db), now: services.clock.now() });
    return planned > 0 ? { planned } : undefined;
  },
});
