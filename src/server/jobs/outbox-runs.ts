// How a job that sends from an outbox (the deliveries, the mails) runs: it claims what is due in
// small batches and works each with a few in flight at once, until nothing is due or the run has
// lasted a minute; then it queues its own next run, at once when rows were left, else at the
// earliest due time but at most a few seconds ahead (rows stored by a process without jobs).
import type { SendAgain } from './job-definition';

/** A run hands over to a fresh one after this long, so pg-boss's expiry never cuts a busy run. */
const MAX_RUN_MS = 60_000;

/**
 * Runs `work` over `items` with at most `limit` at once; every item is tried unless the run is
 * stopping (those left keep their lease until it runs out), the first error is rethrown at the end.
 */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>, stopping?: AbortSignal): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const lane = async () => {
    while (next < items.length && !stopping?.aborted) {
      const item = items[next++] as T;
      await work(item).catch((error: unknown) => errors.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (errors.length > 0) throw errors[0];
}

/**
 * Works batch after batch of `claim` with `concurrency` in flight; true when the run stopped with
 * rows possibly still due. Once `stopping` is aborted it ends after the items already in hand.
 */
export async function workDueBatches<T>(claim: () => Promise<readonly T[]>, concurrency: number, work: (item: T) => Promise<void>, stopping?: AbortSignal): Promise<boolean> {
  const startedAt = Date.now();
  let more = true;
  while (more && !stopping?.aborted && Date.now() - startedAt < MAX_RUN_MS) {
    const batch = await claim();
    await eachLimited(batch, concurrency, work, stopping);
    more = batch.length > 0;
  }
  return more;
}

export interface NextRun {
  /** Whether the run stopped with rows possibly still due. */
  more: boolean;
  now: Date;
  nextDueAt: () => Promise<Date | null>;
  /** Longest wait before the job looks again when nothing is due. */
  idleRecheckMs: number;
}

/** Queues the job's next run (nothing when a test calls run() itself, without sendAgain). */
export async function queueNextRun(sendAgain: SendAgain | undefined, { more, now, nextDueAt, idleRecheckMs }: NextRun): Promise<void> {
  if (!sendAgain) return;
  if (more) {
    await sendAgain({ singletonKey: 'now' });
    return;
  }
  const due = (await nextDueAt())?.getTime() ?? Number.POSITIVE_INFINITY;
  await sendAgain({ singletonKey: 'later', startAfter: new Date(Math.max(now.getTime(), Math.min(due, now.getTime() + idleRecheckMs))) });
}
