// How long a stay in a state lasted, kept as a count per fixed bucket rather than each stay
// (decision in issue 29): a day's buckets add up over any range, and the median is read from the
// sum, to the bucket's upper bound. Bounds in seconds, growing roughly by half each step.
export const bucketBoundsSeconds = [1, 2, 3, 5, 8, 13, 20, 30, 45, 60, 90, 120, 180, 300, 600, 1200, 1800, 3600] as const;
/** The last bucket holds every stay longer than the last bound. */
const overflowBucket = bucketBoundsSeconds.length;

export function bucketOf(ms: number): number {
  const index = bucketBoundsSeconds.findIndex((bound) => ms <= bound * 1000);
  return index === -1 ? overflowBucket : index;
}

/** The upper bound (seconds) of the bucket that holds the median stay; null without stays, Infinity past the last bound. */
export function medianSeconds(counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (let bucket = 0; bucket <= overflowBucket; bucket++) {
    seen += counts.get(bucket) ?? 0;
    if (seen * 2 >= total) return bucket === overflowBucket ? Infinity : bucketBoundsSeconds[bucket]!;
  }
  return Infinity;
}
