// The step pages' access to the one normal-flow actor (step-flow-holder.ts), and the URL
// mirroring the machine (issue 5): when the machine moves to another page's state the URL
// follows; when the browser moves (Back/Forward) the holder tells the machine, and where it
// refuses, the URL is put back to where the machine is.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { pathForState, type NormalFlowActor, type NormalFlowSnapshot } from '#machines/normal-flow.machine';
import { flows, stepPathsOf } from '#shared/flows';
import { apiClient } from '../../../api/client';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { loadRouteDraft } from '../../../session/current-route-session';
import { createFlowLogic } from './flow-logic';
import { createStepFlowHolder } from './step-flow-holder';

const flow = flows.normal;
const flowPaths: readonly (string | null)[] = Object.values(stepPathsOf(flow));
const liveFlowMachine = createFlowLogic({
  client: apiClient,
  navigate,
  flow,
  reportFailure: (operation, error) => {
    reportApiFailure(operation, error);
  },
  loadDraft: (signal) => loadRouteDraft(flow.phase, signal),
});
/** wouter's history patch announces the app's own navigation with these events. */
const appLocationEvents = ['pushState', 'replaceState'] as const;

const holder = createStepFlowHolder<NormalFlowActor>({
  create: (requestedPath) => createActor(liveFlowMachine, { input: { requestedPath, flow }, ...inspectOptions() }),
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

const StepFlowContext = createContext<NormalFlowActor | null>(null);

/** Puts the URL where the machine is (the browser's moves reach the machine through the holder). */
function useUrlMirror(actor: NormalFlowActor, location: string): void {
  const statePath = useSelector(actor, pathForState);
  // Once this page has shown the machine's state, a move on is a new page in the history;
  // before that (a deep link the guards redirect, a refused Back) the URL is corrected in place.
  const mirrored = useRef(false);

  useEffect(() => {
    // Read afresh: the machine may have moved on while this page was waiting to mount.
    const path = pathForState(actor.getSnapshot());
    if (path === null) return;
    if (path === location) {
      mirrored.current = true;
      return;
    }
    navigate(path, { replace: !mirrored.current });
  }, [actor, location, statePath]);
}

export function StepFlowProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [actor] = useState(() => holder.obtain(location));
  useUrlMirror(actor, location);
  return <StepFlowContext.Provider value={actor}>{children}</StepFlowContext.Provider>;
}

/** The flow's actor, its current snapshot and `send`, for a step page. */
export function useStepFlow(): { actor: NormalFlowActor; snapshot: NormalFlowSnapshot; send: NormalFlowActor['send'] } {
  const actor = useContext(StepFlowContext);
  if (!actor) throw new Error('useStepFlow outside StepFlowProvider');
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot, send: actor.send };
}
