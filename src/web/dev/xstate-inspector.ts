// The flow actors' inspection (brief §3, issue 29). Every flow actor gets one observer
// (inspectOptions): it reports each state entered to flow-state-observer.ts's listeners and,
// when attached, to the Stately inspector.
// - The Stately inspector: only `npm run dev` with VITE_XSTATE_INSPECT=1 loads it; the dynamic
//   import sits behind import.meta.env.DEV, which the production build replaces with false, so
//   the package never ships.
// - The development statecharts (/dev-flows): only in `npm run dev` or when the server names
//   their channel in the page, which it never does in production; the sender is a chunk of its
//   own, loaded then.
import type { InspectionEvent, Observer } from 'xstate';
import { devFlowsMetaName } from '#shared/config/dev-flows';
import { reportFlowStates } from './flow-state-observer';

let inspector: Observer<InspectionEvent> | undefined;

export async function attachInspector(): Promise<void> {
  // `npm run dev` serves index.html itself, without the server's meta element.
  if (import.meta.env.DEV || document.querySelector(`meta[name="${devFlowsMetaName}"]`)) {
    // Before the first render, so the first state of the first actor is posted too.
    await import('./flow-broadcast').then(({ startFlowBroadcast }) => startFlowBroadcast()).catch(() => undefined);
  }
  if (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === '1') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspector = createBrowserInspector().inspect;
  }
}

function inspect(inspection: InspectionEvent): void {
  reportFlowStates(inspection);
  inspector?.next?.(inspection);
}

/** Options for `useMachine`/`createActor` of a flow: the one inspection observer. */
export function inspectOptions(): { inspect: (inspection: InspectionEvent) => void } {
  return { inspect };
}
