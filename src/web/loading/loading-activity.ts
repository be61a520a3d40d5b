// Whether anything is loading (API calls, lazy page chunks), and since when: the top progress
// bar shows while something is.
import { createStore, type Store } from '../stores/create-store';

export interface LoadingActivity {
  /** Marks one load as started; call the returned function (once) when it ends. */
  begin(): () => void;
  /** When the current busy spell began (null: nothing is loading). Overlapping loads are one spell. */
  busySince: Store<number | null>;
}

export function createLoadingActivity(now: () => number = () => performance.now()): LoadingActivity {
  const busySince = createStore<number | null>(null);
  let count = 0;
  return {
    busySince,
    begin() {
      count += 1;
      if (count === 1) busySince.set(now());
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        if (count === 0) busySince.set(null);
      };
    },
  };
}

/** The app's one activity tracker. */
export const loadingActivity = createLoadingActivity();
