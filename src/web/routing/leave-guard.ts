// Issue 11 (nothing is lost by accident): while a page holds unsaved input, leaving it asks
// first. A reload or closing the tab gets the browser's own question (beforeunload); an in-app
// link (wouter's, the header logo) and the browser's Back within the SPA ask through `ask`, which
// shows the page's own dialog and calls `leave` when the resident chooses to go.
// The guard listens before wouter: a link click in the capture phase on the document (React
// listens on its root, further down), a popstate in the capture phase on the window (wouter and
// the route-change effects listen in the bubble phase, so they never hear a Back that is kept).

export interface LeaveGuardHost {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location' | 'history'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener'>;
}

export interface LeaveGuardActions {
  /** Asks the resident; `leave` goes on to where they were going. */
  ask(leave: () => void): void;
  /** An in-app navigation to `path` (wouter's navigate). */
  navigate(path: string): void;
}

const pathOf = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;

/** The in-app path a click on `target` goes to, or null when the click is not an in-app navigation away from `here`. */
export function inAppDestination(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'>, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  const path = pathOf(url);
  // A link within the page (the skip link's #main) does not leave it.
  return path === pathOf(here) ? null : path;
}

/** Starts guarding the page on screen; returns the way to stop. */
export function installLeaveGuard(host: LeaveGuardHost, actions: LeaveGuardActions): () => void {
  const { window: win, document: doc } = host;
  const guarded = `${pathOf(win.location)}${win.location.hash}`;

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older Chromium asks only when returnValue is set.
    event.returnValue = '';
  };
  const onClick = (event: MouseEvent) => {
    const destination = inAppDestination(event, win.location as Location);
    if (destination === null) return;
    event.preventDefault();
    event.stopPropagation();
    actions.ask(() => {
      stop();
      actions.navigate(destination);
    });
  };
  const onPopState = (event: PopStateEvent) => {
    event.stopImmediatePropagation();
    // The address bar already shows where Back went: put the page's entry back on top, so the
    // page and its URL stay as they are while the resident decides.
    win.history.pushState(null, '', guarded);
    actions.ask(() => {
      stop();
      win.history.back();
    });
  };

  win.addEventListener('beforeunload', onBeforeUnload);
  win.addEventListener('popstate', onPopState, { capture: true });
  doc.addEventListener('click', onClick, { capture: true });
  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    win.removeEventListener('beforeunload', onBeforeUnload);
    win.removeEventListener('popstate', onPopState, { capture: true });
    doc.removeEventListener('click', onClick, { capture: true });
  }
  return stop;
}
