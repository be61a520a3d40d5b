// The 2 px top progress bar (spec §2, §9) over everything that loads: API calls and lazy page
// chunks (loading/loading-activity). Timing rules live in loading/loading-bar-model.
import { useEffect, useState } from 'react';
import { loadingActivity } from '../loading/loading-activity';
import { loadingBarDurationMs, loadingBarView } from '../loading/loading-bar-model';
import { useStore } from '../stores/use-store';
import * as css from './progress-bar.css';

const tickMs = 100;

export function ProgressBar() {
  const busySince = useStore(loadingActivity.busySince);
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    if (busySince === null) return;
    const timer = setInterval(() => {
      const time = performance.now();
      setNow(time);
      // Past the bar's duration it stays hidden: no need to keep rendering.
      if (time - busySince >= loadingBarDurationMs) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [busySince]);

  // `now` is stale when a new spell has just begun: never before its start.
  const view = loadingBarView(busySince, busySince === null ? 0 : Math.max(now, busySince));
  return (
    // Idle, the bar is an empty box that assistive technology does not see.
    <div className={css.track} aria-hidden={!view.visible}>
      {view.visible && (
        <div
          className={css.bar}
          role="progressbar"
          aria-label="ページを読み込んでいます"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={view.progress}
          style={{ transform: `scaleX(${view.progress / 100})` }}
        />
      )}
    </div>
  );
}
