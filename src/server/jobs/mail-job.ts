// The mail job (issue 27): plans the mails of new move events, then sends what is due, with a
// few in flight at once, each with a lease (mail-repository.ts), retrying a refused or failed
// send with exponential backoff and full jitter (the deliveries' retry policy) up to
// MAIL_MAX_ATTEMPTS, after which the mail is recorded failed for the operator (npm run mail --
// failed). Like the delivery job it queues its own next run (at most a few seconds ahead, so the
// events of a process without jobs are found promptly), a submission in this process rings the
// outbox signal for a run at once, and a cron tick each minute is the safety net.
import { randomUUID } from 'node:crypto';
import { createMailRepository, type ClaimedMail, type MailOutcome } from '../mail/mail-repository';
import { planMails } from '../mail/mail-planner';
import { createMailSender } from '../mail/mail-sender';
import { createVisitFacts } from '../mail/visit-facts';
import { recipientSeeds } from '../domain/domain-data';
import { nextAttemptAt } from '../deliveries/retry-policy';
import { defineJob, type JobContext } from './job-definition';
import { queueNextRun, workDueBatches } from './outbox-runs';

export const MAIL_QUEUE = 'mails';
const MAIL_CONCURRENCY = 2;
const MAIL_BATCH = 4;
/** Longest wait before the job looks again when nothing is due (events of a JOBS=off process, status callbacks). */
export const MAIL_IDLE_RECHECK_MS = 2_000;
/** A mail is retried for at most a week after it was planned, whatever the attempts left. */
const MAIL_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

type MailNeeds = 'config' | 'clock' | 'cipher' | 'applications' | 'procedures' | 'mailTransport' | 'outboxSignal';

/** The lease covers every send of a batch timing out, with room to record. */
const leaseMsFor = (timeoutMs: number) => timeoutMs * Math.ceil(MAIL_BATCH / MAIL_CONCURRENCY) + 5_000;

export async function runMails({ db, services, sendAgain, stopping }: JobContext<MailNeeds>) {
  const { config, clock, cipher, applications, procedures, mailTransport } = services;
  const timing = config.mail;
  const outbox = createMailRepository(db);
  const visitOf = createVisitFacts(db, (await recipientSeeds()).participation);
  const send = createMailSender({ applications, transport: mailTransport, procedures, origin: config.publicUrl, visitOf });
  const counts = { events: 0, planned: 0, attempts: 0, sent: 0, retried: 0, failed: 0, stale: 0 };

  const plan = await planMails(db, { cipher, outbox, now: clock.now() });
  counts.events = plan.events;
  counts.planned = plan.mails;

  const attempt = async (mail: ClaimedMail) => {
    // An unexpected error (the database, a template) is retried like a network error; its message is not kept.
    const outcome: MailOutcome = await send(mail).catch(() => ({ kind: 'retry', error: 'internal_error' }) as const);
    const now = clock.now();
    const next =
      outcome.kind === 'retry' && mail.attempt < timing.maxAttempts
        ? nextAttemptAt({ attempt: mail.attempt, now, createdAt: mail.createdAt }, { windowMs: MAIL_WINDOW_MS, retryBaseMs: timing.retryBaseMs, retryCapMs: timing.retryCapMs })
        : null;
    const recorded = await outbox.recordOutcome(mail, outcome, next, now);
    counts.attempts += 1;
    if (!recorded) counts.stale += 1;
    else if (outcome.kind === 'sent') counts.sent += 1;
    else if (next) counts.retried += 1;
    else counts.failed += 1;
  };

  const more = await workDueBatches(() => outbox.claimDue(clock.now(), MAIL_BATCH, leaseMsFor(timing.timeoutMs)), MAIL_CONCURRENCY, attempt, stopping);
  await queueNextRun(sendAgain, { more, now: clock.now(), nextDueAt: () => outbox.nextDueAt(), idleRecheckMs: MAIL_IDLE_RECHECK_MS });
  return counts.events + counts.attempts > 0 ? counts : undefined;
}

export const mailJob = defineJob<MailNeeds>({
  queue: MAIL_QUEUE,
  cron: '* * * * *',
  // As the delivery job's (see there): short, not stately, so a killed run holds nothing back.
  queueOptions: { policy: 'short', retryLimit: 3, retryDelay: 5, expireInSeconds: 300, heartbeatSeconds: 10, deleteAfterSeconds: 60 * 60 },
  pollingIntervalSeconds: 1,
  needs: ['config', 'clock', 'cipher', 'applications', 'procedures', 'mailTransport', 'outboxSignal'],
  run: runMails,
  attach: ({ services, sendAgain }) => {
    const ring = (singletonKey: string) => void sendAgain({ singletonKey }).catch(() => undefined);
    // After a start (a crash, a deploy) the events committed meanwhile are mailed at once.
    ring(`start-${randomUUID()}`);
    return services.outboxSignal.subscribe(() => ring('now'));
  },
});
