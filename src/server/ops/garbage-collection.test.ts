// The collection that keeps the idle server within its memory budget (issue 15): the compacting
// collection really shrinks the heap a plain one leaves.
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from './garbage-collection';

setFlagsFromString('--expose-gc');
const plainCollection = runInNewContext('gc') as () => void;

/** The old space's unused reserve: what a collection frees but V8 keeps (the young space is sized apart). */
const slack = () => {
  const old = getHeapSpaceStatistics().find((space) => space.space_name === 'old_space');
  return old ? old.space_size - old.space_used_size : 0;
};

describe('collectGarbage', () => {
  it('compacts: the survivors of a busy spell no longer hold on to the pages they were spread over', () => {
    // One object in five survives, spread over about 80 MB of old-space pages, as after a burst of
    // requests: every batch lives long enough to be promoted (ten batches back) before most of it dies.
    const survivors: object[] = [];
    const recent: object[][] = [];
    for (let round = 0; round < 80; round++) {
      const batch: object[] = [];
      for (let i = 0; i < 20_000; i++) {
        const object = { i, text: `${'x'.repeat(50)}${i}` };
        batch.push(object);
        if (i % 5 === 0) survivors.push(object);
      }
      recent.push(batch);
      if (recent.length > 10) recent.shift();
    }
    recent.length = 0;
    plainCollection();
    const afterPlain = slack();
    collectGarbage();
    const afterCompacting = slack();
    expect(survivors).toHaveLength(320_000);
    expect(afterPlain).toBeGreaterThan(16 * 1024 * 1024);
    expect(afterCompacting).toBeLessThan(afterPlain / 4);
  });
});
