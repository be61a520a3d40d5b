// The development statecharts (issue 29, point 2): outside production the server names the
// channel in a meta element of the page; the SPA then posts each flow actor's state there, and
// /dev-flows, in another tab of the same origin, highlights it. Nothing typed by the resident is
// posted: the machine's id, the actor's id in this page, the state's ids and the event's type.
export const devFlowsMetaName = 'utsuru-dev-flows';
export const devFlowsChannel = 'utsuru-flows';
export const devFlowsMount = '/dev-flows';

/** What the SPA posts on the channel for every state a flow actor enters. */
export interface FlowStateMessage {
  type: 'state';
  machine: string;
  /** The actor's session id in its page: tells two runs of one machine apart. */
  actor: string;
  /** The ids the snapshot is in, ancestors included (`stateIdsOfValue`). */
  states: string[];
  /** The type of the event that led here (`xstate.init` for the first state). */
  event: string;
}

/** What the SPA posts for each macrostep of a flow actor: the keys of the transitions it took (src/shared/statechart/transition-keys.ts). */
export interface FlowTransitionsMessage {
  type: 'transitions';
  machine: string;
  actor: string;
  keys: string[];
}

/** What /dev-flows posts when it opens: every SPA tab answers with its actors' latest states. */
export interface FlowStateHello {
  type: 'hello';
}
