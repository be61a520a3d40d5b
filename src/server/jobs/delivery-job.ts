// The delivery job (issue 12, decision 019): claims due outbox rows in small batches, sends each
// with a few in flight at once, records each outcome with the retry policy's next time, and loops
// until nothing is due. It then queues its own next run at the earliest due time (at most a few
// seconds ahead, so messages stored by a process without jobs are found promptly); a submission
// in this process rings the outbox signal for a run at once, and a cron tick each minute is the
// safety net. Which process runs it does not matter: the lease and SKIP LOCKED make sure two
// never send the same delivery at the same time.
import { randomUUID } from 'node:crypto';
import { campaignTable, recipientSeeds } from '../domain/domain-data';
import { createDeliveryRepository } from '../deliveries/delivery-repository';
import type { AttemptOutcome, ClaimedDelivery } from '../deliveries/delivery-attempt';
import { createRecipientDirectory } from '../deliveries/recipient-directory';
import { nextAttemptAt } from '../deliveries/retry-policy';
import { createSender } from '../deliveries/sender';
import { defineJob, type JobContext } from './job-definition';
import { queueNextRun, workDueBatches } from './outbox-runs';

export const DELIVERY_QUEUE = 'deliveries';

/** Messages in flight at once per process. */
export const DELIVERY_CONCURRENCY = 4;
/** Rows claimed per batch: two rounds of the concurrency, so the lease covers two timeouts. */
export const DELIVERY_BATCH = DELIVERY_CONCURRENCY * 2;
/** Longest wait before the job looks again when nothing is due (a JOBS=off process's submissions). */
export const DELIVERY_IDLE_RECHECK_MS = 5_000;
/** Room a send leaves in its lease to record its outcome. */
const LEASE_MARGIN_MS = 2_000;

/** Whether a send that may take the whole timeout still ends, with its record, inside the lease. */
export const leaseCoversASend = (leaseUntil: Date, now: Date, timeoutMs: number): boolean =>
  leaseUntil.getTime() - now.getTime() >= timeoutMs + LEASE_MARGIN_MS;

/** How long a claim owns its rows: every attempt of the batch can time out, with room to record. */
export const leaseMsFor = (timeoutMs: number) => timeoutMs * Math.ceil(DELIVERY_BATCH / DELIVERY_CONCURRENCY) + 5_000;

type DeliveryNeeds = 'config' | 'clock' | 'applications' | 'recipientSecrets' | 'outboxSignal';

export async function runDeliveries({ db, services, sendAgain, stopping }: JobContext<DeliveryNeeds>) {
  const { config, clock, applications, recipientSecrets } = services;
  const timing = config.delivery;
  const repository = createDeliveryRepository(db);
  const directory = createRecipientDirectory(config, await recipientSeeds());
  const send = createSender({ applications, outbox: repository, recipientSecrets, directory, campaigns: await campaignTable(), clock, timeoutMs: timing.timeoutMs });
  const leaseMs = leaseMsFor(timing.timeoutMs);
  const counts = { attempts: 0, delivered: 0, retried: 0, failed: 0, stale: 0, released: 0 };

  const attempt = async (delivery: ClaimedDelivery) => {
    // A send must end inside its claim: a slow batch (a slow database, cut connections) must not
    // start one its lease no longer covers, or another worker could claim and send it too. The
    // row is left as it is; when the lease runs out it is claimed again, as after a crash.
    if (!leaseCoversASend(delivery.leaseUntil, clock.now(), timing.timeoutMs)) {
      counts.released += 1;
      return;
    }
    // An unexpected error (the database, a bug) is retried like a network error; its message is not kept.
    const outcome: AttemptOutcome = await send(delivery).catch(() => ({ kind: 'retry', error: 'internal_error' }) as const);
    const now = clock.now();
    const next =
      outcome.kind === 'retry'
        ? nextAttemptAt({ attempt: delivery.attempt, now, createdAt: delivery.createdAt, ...(outcome.retryAfterMs === undefined ? {} : { retryAfterMs: outcome.retryAfterMs }) }, timing)
        : null;
    const recorded = await repository.recordOutcome(delivery, outcome, next, now);
    counts.attempts += 1;
    if (!recorded) counts.stale += 1;
    else if (outcome.kind === 'delivered') counts.delivered += 1;
    else if (next) counts.retried += 1;
    else counts.failed += 1;
  };

  const more = await workDueBatches(() => repository.claimDue(clock.now(), DELIVERY_BATCH, leaseMs), DELIVERY_CONCURRENCY, attempt, stopping);
  await queueNextRun(sendAgain, { more, now: clock.now(), nextDueAt: () => repository.nextDueAt(), idleRecheckMs: DELIVERY_IDLE_RECHECK_MS });
  // Idle runs come every few seconds: they report nothing, so they are not logged.
  return counts.attempts > 0 ? counts : undefined;
}

export const deliveryJob = defineJob<DeliveryNeeds>({
  queue: DELIVERY_QUEUE,
  // The safety net: a run each minute even if every queued run was lost.
  cron: '* * * * *',
  // short: per singleton key (cron's none, 'now', 'later') at most one run waiting, any number
  // running. Not stately: a run whose process was killed stays `active`, and under stately it holds
  // back every later run of its key until pg-boss fails it: after the 5-minute expiry, or with the
  // heartbeat at the next monitor pass (every 60 s by default). The fault tests saw deliveries wait
  // so. Runs side by side are safe: the lease and SKIP LOCKED divide the rows. The heartbeat still
  // retires a dead run early, so it is retried (its rows come back through their leases anyway).
  queueOptions: { policy: 'short', retryLimit: 3, retryDelay: 5, expireInSeconds: 300, heartbeatSeconds: 10, deleteAfterSeconds: 60 * 60 },
  pollingIntervalSeconds: 1,
  needs: ['config', 'clock', 'applications', 'recipientSecrets', 'outboxSignal'],
  run: runDeliveries,
  attach: ({ services, sendAgain }) => {
    // A doorbell, not a guarantee: if queueing fails, the next scheduled run finds the messages.
    const ring = (singletonKey: string) => void sendAgain({ singletonKey }).catch(() => undefined);
    // A process that starts (e.g. after a crash) looks at once rather than at the next cron minute,
    // under a key of its own, so that processes starting together each take a share of what is due.
    ring(`start-${randomUUID()}`);
    return services.outboxSignal.subscribe(() => ring('now'));
  },
});
