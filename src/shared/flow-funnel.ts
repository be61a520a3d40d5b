// The funnel's events (issue 29): what the browser reports of each flow and the server accepts.
// Anonymous by construction: a random id per flow (not the login, regenerated at each flow start,
// kept in memory only), the machine, the state entered, the event that led there and the time
// since the flow began. No user id, no value typed, no address.

/** The flow machines whose states are counted (their XState ids). */
export const funnelMachineIds = ['normalFlow', 'additionFlow', 'revocationFlow', 'signing', 'identityUpdate', 'myPage'] as const;
export type FunnelMachineId = (typeof funnelMachineIds)[number];

/** At most this many events in one POST flow_events (the contract's maxItems says the same). */
export const maxFlowEventsPerBatch = 100;

/** One state entered, as the browser sends it. */
export interface FlowEvent {
  /** The flow's random id: 16 random bytes, base64url. */
  flow: string;
  machine: FunnelMachineId;
  /** The state's path in the machine, dot-separated (`confirming.keying`). */
  state: string;
  /** The event type that led there (`xstate.init` for the first state). */
  event: string;
  /** Milliseconds since the flow began. */
  ms: number;
}

export function isFunnelMachine(id: string): id is FunnelMachineId {
  return (funnelMachineIds as readonly string[]).includes(id);
}
