import * as css from './pending-content.css';

/** Holds the page's place while its login check or session runs; the top progress bar shows the wait. */
export function PendingContent() {
  return <div aria-busy="true" className={css.pending} />;
}
