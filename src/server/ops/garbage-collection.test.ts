// The collections that keep the idle server within its memory budget (issue 15): the compacting
// collection really shrinks the heap a plain one leaves, and the quiet collector runs it only
// when the server has been quiet after its heap grew.
import { EventEmitter } from 'node:events';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collectGarbage, collectWhenQuiet } from './garbage-collection';

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

describe('collectWhenQuiet', () => {
  const MB = 1024 * 1024;

  function collector(heap: { bytes: number }) {
    const server = new EventEmitter();
    let collections = 0;
    const quiet = collectWhenQuiet(server, {
      periodMs: 60_000,
      heapBytes: () => heap.bytes,
      collect: () => {
        collections++;
        heap.bytes = 50 * MB;
      },
    });
    const request = (count = 1) => {
      for (let i = 0; i < count; i++) server.emit('request');
    };
    return { request, tick: () => quiet.tick(), collections: () => collections, stop: quiet.stop, server };
  }

  it('waits for a quiet period, then collects once', () => {
    const heap = { bytes: 50 * MB };
    const c = collector(heap);
    c.request(6);
    heap.bytes = 90 * MB;
    c.tick(); // six requests in this period: busy
    expect(c.collections()).toBe(0);
    c.request(5);
    c.tick(); // five since the last look (a health check a second): quiet, and the heap grew by 40 MB
    expect(c.collections()).toBe(1);
    heap.bytes = 55 * MB;
    c.tick(); // still quiet, but nothing worth collecting since
    c.tick();
    expect(c.collections()).toBe(1);
    c.stop();
  });

  it('never collects while requests keep coming, however much the heap grew', () => {
    const heap = { bytes: 200 * MB };
    const c = collector(heap);
    for (let period = 0; period < 5; period++) {
      c.request(6);
      c.tick();
    }
    expect(c.collections()).toBe(0);
    c.stop();
  });

  it('leaves a quiet heap alone that grew less than 8 MB', () => {
    const heap = { bytes: 50 * MB };
    const c = collector(heap);
    c.request(6);
    heap.bytes = 57 * MB;
    c.tick();
    c.tick();
    expect(c.collections()).toBe(0);
    c.stop();
    expect(c.server.listenerCount('request')).toBe(0);
  });
});
