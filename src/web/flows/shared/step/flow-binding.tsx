// A flow's step pages' access to its one actor (step-flow-holder.ts), and the URL mirroring the
// machine (issue 5): when the machine moves to another page's state the URL follows; when the
// browser moves (Back/Forward) the holder tells the machine, and where it refuses, the URL is put
// back to where the machine is. The flow kit (flow-kit.tsx) binds each flow's machine here.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { createStepFlowHolder } from './step-flow-holder';

export interface FlowBindingOptions<A extends AnyActorRef> {
  /** A new actor for the step page the resident opened. */
  create: (requestedPath: string) => A;
  /** The flow's step pages: a move elsewhere ends the actor. */
  flowPaths: readonly (string | null)[];
  /** The URL of the machine's state, or null while it has none. */
  pathForState: (snapshot: SnapshotFrom<A>) => string | null;
}

/** wouter's history patch announces the app's own navigation with these events. */
const appLocationEvents = ['pushState', 'replaceState'] as const;

export function createFlowBinding<A extends AnyActorRef>({ create, flowPaths, pathForState }: FlowBindingOptions<A>) {
  const holder = createStepFlowHolder<A>({
    create,
    currentPath: () => window.location.pathname,
    subscribe: (listener) => {
      const byBrowser = () => listener('browser');
      const byApp = () => listener('app');
      window.addEventListener('popstate', byBrowser);
      for (const type of appLocationEvents) window.addEventListener(type, byApp);
      return () => {
        window.removeEventListener('popstate', byBrowser);
        for (const type of appLocationEvents) window.removeEventListener(type, byApp);
      };
    },
    isFlowPath: (path) => flowPaths.includes(path),
    followBrowser: (actor, path) => actor.send({ type: 'NAVIGATED', path }),
  });

  const FlowContext = createContext<A | null>(null);

  /** Puts the URL where the machine is (the browser's moves reach the machine through the holder). */
  function useUrlMirror(actor: A, location: string): void {
    const statePath = useSelector(actor as AnyActorRef, (snapshot) => pathForState(snapshot as SnapshotFrom<A>));
    // Once this page has shown the machine's state, a move on is a new page in the history;
    // before that (a deep link the guards redirect, a refused Back) the URL is corrected in place.
    const mirrored = useRef(false);

    useEffect(() => {
      // Read afresh: the machine may have moved on while this page was waiting to mount.
      const path = pathForState(actor.getSnapshot() as SnapshotFrom<A>);
      if (path === null) return;
      // A state's URL may carry a query (the revocation's 受付番号); wouter's location does not.
      if (path === (path.includes('?') ? `${location}${window.location.search}` : location)) {
        mirrored.current = true;
        return;
      }
      navigate(path, { replace: !mirrored.current });
    }, [actor, location, statePath]);
  }

  function FlowProvider({ children }: { children: ReactNode }) {
    const [location] = useLocation();
    const [actor] = useState(() => holder.obtain(location));
    useUrlMirror(actor, location);
    return <FlowContext.Provider value={actor}>{children}</FlowContext.Provider>;
  }

  /** The flow's actor, its current snapshot and `send`, for a step page. */
  function useFlow(): { actor: A; snapshot: SnapshotFrom<A>; send: A['send'] } {
    const actor = useContext(FlowContext);
    if (!actor) throw new Error('useFlow outside its FlowProvider');
    const snapshot = useSelector(actor as AnyActorRef, (s) => s as SnapshotFrom<A>);
    return { actor, snapshot, send: actor.send };
  }

  return { FlowProvider, useFlow };
}
