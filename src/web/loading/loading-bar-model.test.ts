import { describe, expect, it } from 'vitest';
import { loadingBarView } from './loading-bar-model';

describe('loadingBarView', () => {
  it('stays hidden while nothing loads', () => {
    expect(loadingBarView(null, 10_000)).toEqual({ visible: false, progress: 0 });
  });

  it('shows only after 200 ms of loading (throttle)', () => {
    expect(loadingBarView(1_000, 1_199).visible).toBe(false);
    expect(loadingBarView(1_000, 1_200).visible).toBe(true);
  });

  it('advances but never completes while loading, and hides at 5,000 ms', () => {
    const at = (ms: number) => loadingBarView(0, ms).progress;
    expect(at(200)).toBeGreaterThan(0);
    expect(at(1_000)).toBeGreaterThan(at(200));
    expect(at(4_999)).toBeGreaterThan(at(1_000));
    expect(at(4_999)).toBeLessThan(100);
    expect(loadingBarView(0, 5_000)).toEqual({ visible: false, progress: 0 });
  });
});
