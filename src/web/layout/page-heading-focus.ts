// WCAG 2.4.3 / 2.4.7: after an in-app route change the reader starts at the new page's heading,
// as a screen reader announces a new page by its title. The page may still be loading (its
// login check, its session, a lazy chunk), so the heading is awaited; focus waits on the main
// landmark meanwhile, and is never taken back once the resident has moved it elsewhere.

export interface HeadingFocusHost {
  /** The new page's h1, once rendered. */
  heading(): HTMLElement | null;
  /** Where focus sits while the heading is awaited (the main landmark). */
  holder: HTMLElement;
  activeElement(): Element | null;
  /** Calls back on every change of the page's content; returns the way to stop. */
  observe(changed: () => void): () => void;
  /** Calls back once after `ms`; returns the way to cancel. */
  after(ms: number, run: () => void): () => void;
}

/** How long a page may take to show its heading before the wait is given up. */
export const headingWaitMs = 10_000;

/** Whether focus still waits for the page: on the holder, or nowhere (the body, a removed node). */
export function focusStillWaiting(active: Element | null, holder: Element): boolean {
  return active === null || active === holder || active.tagName === 'BODY' || !active.isConnected;
}

/** Whether focus is already inside the page (not on the holder itself). */
export function pageChoseFocus(active: Element | null, holder: Element): boolean {
  return active !== null && active !== holder && active.isConnected && holder.contains(active);
}

/** Focuses the holder now and the page's heading when it shows. Returns the way to stop waiting. */
export function focusPageHeading(host: HeadingFocusHost): () => void {
  let stopObserving = () => {};
  let cancelTimer = () => {};
  const stop = () => {
    stopObserving();
    cancelTimer();
  };
  // The new page has already put focus somewhere of its own (an error view, a saved block).
  if (pageChoseFocus(host.activeElement(), host.holder)) return stop;
  host.holder.focus({ preventScroll: true });
  const tryFocus = (): boolean => {
    if (!focusStillWaiting(host.activeElement(), host.holder)) return true;
    const heading = host.heading();
    if (!heading) return false;
    // A programmatic focus target, out of the tab order (its focus ring comes from global.css).
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return stop;
  stopObserving = host.observe(() => {
    if (tryFocus()) stop();
  });
  cancelTimer = host.after(headingWaitMs, stop);
  return stop;
}

/** The browser's host for `main`. */
export function browserHeadingFocusHost(main: HTMLElement): HeadingFocusHost {
  return {
    heading: () => main.querySelector('h1'),
    holder: main,
    activeElement: () => document.activeElement,
    observe(changed) {
      const observer = new MutationObserver(changed);
      observer.observe(main, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    after(ms, run) {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    },
  };
}
