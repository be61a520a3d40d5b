// Stately inspector for analysts and developers (brief §3). Only `npm run dev` with
// VITE_XSTATE_INSPECT=1 loads it; the dynamic import sits behind import.meta.env.DEV,
// which the production build replaces with false, so the package never ships.
import type { InspectionEvent, Observer } from 'xstate';

let inspector: Observer<InspectionEvent> | undefined;

export async function attachInspector(): Promise<void> {
  if (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === '1') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspector = createBrowserInspector().inspect;
  }
}

/** Options for `useMachine`/`createActor`: the inspector when attached, nothing otherwise. */
export function inspectOptions(): { inspect?: Observer<InspectionEvent> } {
  return inspector ? { inspect: inspector } : {};
}
