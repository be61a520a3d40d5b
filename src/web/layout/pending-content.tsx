import { useDeferredValue } from 'react';
import * as css from './pending-content.css';

/** Holds the page's place while its login check or session runs; the top progress bar shows the wait. */
export function PendingContent() {
  return <div aria-busy="true" className={css.pending} />;
}

/**
 * Whether a page's content, once its data is `ready`, is shown: its first render is a background
 * render (useDeferredValue), which React interrupts every few milliseconds to let the resident's
 * input through, instead of one long task on a slow phone. Until it is done the page shows
 * PendingContent, as while its data loaded.
 */
export function useShownWhenReady(ready: boolean): boolean {
  const deferred = useDeferredValue(ready, false);
  return ready && deferred;
}
