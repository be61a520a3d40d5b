// One hook on every flow actor's states (issue 29): the inspection observer that
// inspectOptions() passes to each createActor/useMachine of the flows reports each state a
// machine actor enters to the listeners registered here: the development statecharts'
// broadcast (/dev-flows) and the funnel's reporter. Only the machine's id, the actor's id, the
// state value and the event's type go out: never the context, never an event's payload.
import type { ActorRefLike, InspectionEvent, StateValue } from 'xstate';

export interface FlowStateChange {
  /** The machine's id, e.g. `normalFlow`. */
  machine: string;
  /** The actor's session id in this page: tells two runs of one machine apart. */
  actor: string;
  /** The snapshot's value: what state the actor is in now. */
  state: StateValue;
  /** The type of the event that led here (`xstate.init` for the actor's first state). */
  event: string;
}

export type FlowStateListener = (change: FlowStateChange) => void;

/** Every inspection event of the flow actors, as XState gives it. */
export type FlowInspectionListener = (inspection: InspectionEvent) => void;

const listeners = new Set<FlowStateListener>();
const inspectionListeners = new Set<FlowInspectionListener>();
/** The last value reported per actor, so only a change of state is reported. */
const lastValues = new WeakMap<ActorRefLike, string>();

/** Calls `listener` for every state a flow actor enters from now on; returns the unsubscribe. */
export function onFlowStateChange(listener: FlowStateListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `listener` with every inspection event of the flow actors: the development broadcast's,
 * which names the transitions taken (e2e/model's coverage). Returns the unsubscribe.
 */
export function onFlowInspection(listener: FlowInspectionListener): () => void {
  inspectionListeners.add(listener);
  return () => inspectionListeners.delete(listener);
}

function notify<T>(listenersOf: ReadonlySet<(value: T) => void>, value: T): void {
  for (const listener of listenersOf) {
    try {
      listener(value);
    } catch {
      // A listener's failure is its own: the resident's flow goes on.
    }
  }
}

/** The machine's id when the actor runs a state machine (an invoked promise has none). */
export function machineIdOf(actor: ActorRefLike): string | undefined {
  const logic = (actor as { logic?: { id?: unknown; root?: unknown } }).logic;
  return logic?.root && typeof logic.id === 'string' ? logic.id : undefined;
}

/** The inspection observer: cheap when no one listens (one size check per inspection event). */
export function reportFlowStates(inspection: InspectionEvent): void {
  if (inspectionListeners.size > 0) notify(inspectionListeners, inspection);
  if (listeners.size === 0 || inspection.type !== '@xstate.snapshot') return;
  const machine = machineIdOf(inspection.actorRef);
  const value = (inspection.snapshot as { value?: StateValue }).value;
  if (!machine || value === undefined) return;
  const serialized = JSON.stringify(value);
  if (lastValues.get(inspection.actorRef) === serialized) return;
  lastValues.set(inspection.actorRef, serialized);
  notify(listeners, { machine, actor: inspection.actorRef.sessionId, state: value, event: inspection.event.type });
}
