// The one normal-flow actor behind the four step pages. Each route change remounts the page
// (and anything a page provides), so the actor lives here instead: it starts when a step page
// first needs it, survives moves between /step, /step/confirm, /step/promptauth and
// /step/thanks, and stops as soon as the location leaves them (a section page, マイページ, an
// error page). Coming back starts afresh, with the draft as the section pages left it.
// The browser's own moves (Back/Forward) are passed on to the flow as they happen, so the
// machine follows or refuses before any page mounts.

interface FlowActor {
  start(): unknown;
  stop(): unknown;
  getSnapshot(): { status: string };
}

export interface StepFlowHolderDeps<A extends FlowActor> {
  create: (requestedPath: string) => A;
  currentPath: () => string;
  /**
   * Calls `listener` after every location change, with 'browser' for Back/Forward (popstate)
   * and 'app' for the app's own navigation; returns the unsubscribe.
   */
  subscribe: (listener: (by: 'browser' | 'app') => void) => () => void;
  isFlowPath: (path: string) => boolean;
  /** Tells the flow the browser moved to `path`, one of the flow's pages. */
  followBrowser: (actor: A, path: string) => void;
}

export interface StepFlowHolder<A extends FlowActor> {
  /** The running flow, or a started new one for `requestedPath` when none is running. */
  obtain(requestedPath: string): A;
}

export function createStepFlowHolder<A extends FlowActor>(deps: StepFlowHolderDeps<A>): StepFlowHolder<A> {
  let current: { actor: A; unsubscribe: () => void } | null = null;

  function release(): void {
    if (!current) return;
    const { actor, unsubscribe } = current;
    current = null;
    unsubscribe();
    actor.stop();
  }

  return {
    obtain(requestedPath) {
      // A flow that ended (failed, expired, saved) is not resumed: the resident came back to start over.
      if (current && current.actor.getSnapshot().status === 'active') return current.actor;
      release();
      const actor = deps.create(requestedPath);
      const unsubscribe = deps.subscribe((by) => {
        const path = deps.currentPath();
        if (!deps.isFlowPath(path)) release();
        else if (by === 'browser') deps.followBrowser(actor, path);
      });
      current = { actor, unsubscribe };
      actor.start();
      return actor;
    },
  };
}
