// Spec §2/§9: a 2 px bar at the top while loading. It appears only when a load lasts longer
// than 200 ms (so quick answers do not flash it) and gives up after 5,000 ms (a stuck request
// does not animate forever; the page's own status text takes over).
export const loadingBarThrottleMs = 200;
export const loadingBarDurationMs = 5_000;

export interface LoadingBarView {
  visible: boolean;
  /** 0–100, for the bar's width and aria-valuenow. */
  progress: number;
}

const hidden: LoadingBarView = { visible: false, progress: 0 };

/** The bar at `now` for a load that began at `busySince` (null: nothing is loading). */
export function loadingBarView(busySince: number | null, now: number): LoadingBarView {
  if (busySince === null) return hidden;
  const elapsed = now - busySince;
  if (elapsed < loadingBarThrottleMs || elapsed >= loadingBarDurationMs) return hidden;
  // Fast at first, then slower, never reaching the end while the load is still running.
  const progress = Math.round((200 / Math.PI) * Math.atan((2 * elapsed) / loadingBarDurationMs));
  return { visible: true, progress };
}
