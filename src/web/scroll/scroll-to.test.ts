import { describe, expect, it } from 'vitest';
import { animateScrollTo, scrollDurationMs, scrollToElement, scrollToTop, type ScrollHost } from './scroll-to';

/** A page whose frames run when the test says, 100 ms apart. */
function fakePage(startY: number, reducedMotion = false) {
  let y = startY;
  let time = 1_000;
  let queued: ((t: number) => void)[] = [];
  const positions: number[] = [];
  const host: ScrollHost = {
    currentY: () => y,
    scrollTo: (next) => { y = next; positions.push(next); },
    prefersReducedMotion: () => reducedMotion,
    frame: (run) => void queued.push(run),
    now: () => time,
  };
  const tick = (ms = 100) => {
    time += ms;
    const run = queued;
    queued = [];
    for (const step of run) step(time);
  };
  return { host, positions, tick, y: () => y, pendingFrames: () => queued.length };
}

describe('animated scrolling', () => {
  it('takes 600 ms from start to target, easing in and out', async () => {
    const page = fakePage(1_200);
    const done = scrollToTop(page.host);
    for (let elapsed = 100; elapsed <= scrollDurationMs; elapsed += 100) page.tick();
    await done;
    expect(page.positions).toHaveLength(6);
    expect(page.positions.at(-1)).toBe(0);
    // Slow start, fast middle: the first step is shorter than the middle one.
    const [p1 = 0, p2 = 0, p3 = 0] = page.positions;
    expect(1_200 - p1).toBeLessThan(p2 - p3);
    expect(page.pendingFrames()).toBe(0);
  });

  it('jumps at once when the resident prefers reduced motion', async () => {
    const page = fakePage(800, true);
    await scrollToTop(page.host);
    expect(page.positions).toEqual([0]);
    expect(page.pendingFrames()).toBe(0);
  });

  it('lets a newer scroll take over', async () => {
    const page = fakePage(1_000);
    const first = animateScrollTo(0, page.host);
    page.tick();
    const second = animateScrollTo(2_000, page.host);
    for (let i = 0; i < 8; i += 1) page.tick();
    await Promise.all([first, second]);
    expect(page.y()).toBe(2_000);
  });

  it('scrolls an element to the top of the viewport, less the offset', async () => {
    const page = fakePage(500, true);
    const element = { getBoundingClientRect: () => ({ top: 300 }) } as Element;
    await scrollToElement(element, { host: page.host, offset: 20 });
    expect(page.y()).toBe(780);
  });
});
