// Issue 11 (nothing is lost by accident): while a page holds unsaved input, leaving it asks
// first. A reload or closing the tab gets the browser's own question (beforeunload); an in-app
// link (wouter's, the header logo) and the browser's Back within the SPA ask through the page's
// `ask`, which shows its own dialog and calls `leave` when the resident chooses to go.
// The gate is installed once at start-up, before the route-change effects and wouter subscribe:
// the window calls its listeners in the order they were added, so only a popstate listener added
// first can keep a Back from reaching them. A link click is caught in the capture phase on the
// document, before React's listener on its root.

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

interface ActiveGuard {
  actions: LeaveGuardActions;
  /** The guarded page's path and query. */
  path: string;
  /** The guarded page's URL (path, query and hash). */
  url: string;
}

let active: ActiveGuard | null = null;

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

/** Guards the page on screen until the returned function is called (or the resident leaves). */
export function guardLeaving(host: Pick<LeaveGuardHost, 'window'>, actions: LeaveGuardActions): () => void {
  const path = pathOf(host.window.location);
  const guard = { actions, path, url: `${path}${host.window.location.hash}` };
  active = guard;
  return () => {
    if (active === guard) active = null;
  };
}

/** Installs the listeners that consult the page's guard, if any; once, at start-up. */
export function installLeaveGuardGate(host: LeaveGuardHost): () => void {
  const { window: win, document: doc } = host;

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!active) return;
    event.preventDefault();
    // Older Chromium asks only when returnValue is set.
    event.returnValue = '';
  };
  const onClick = (event: MouseEvent) => {
    const guard = active;
    if (!guard) return;
    const destination = inAppDestination(event, win.location as Location);
    if (destination === null) return;
    event.preventDefault();
    event.stopPropagation();
    guard.actions.ask(() => {
      active = null;
      guard.actions.navigate(destination);
    });
  };
  const onPopState = (event: PopStateEvent) => {
    const guard = active;
    if (!guard) return;
    // A move within the page (the skip link's #main, or Back from it) fires popstate too; it
    // does not leave the page, so it neither asks nor drops the guard.
    if (pathOf(win.location) === guard.path) {
      guard.url = `${guard.path}${win.location.hash}`;
      return;
    }
    event.stopImmediatePropagation();
    // The address bar already shows where Back went: put the page's entry back on top, so the
    // page and its URL stay as they are while the resident decides.
    win.history.pushState(null, '', guard.url);
    guard.actions.ask(() => {
      active = null;
      win.history.back();
    });
  };

  win.addEventListener('beforeunload', onBeforeUnload);
  win.addEventListener('popstate', onPopState, { capture: true });
  doc.addEventListener('click', onClick, { capture: true });
  return () => {
    win.removeEventListener('beforeunload', onBeforeUnload);
    win.removeEventListener('popstate', onPopState, { capture: true });
    doc.removeEventListener('click', onClick, { capture: true });
  };
}
