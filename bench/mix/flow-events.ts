// The funnel's beacons in the mix (issue 29): what the SPA's flow listener posts while residents
// walk their flows, and the step that checks they cost at most 5 % of the server's capacity.
// A filing resident enters about a dozen states (normal flow, signing, マイページ), which the
// listener sends in about four beacons (every 10 s and at pagehide) over the hundred or so requests
// of that resident's visit: 4 % of requests, each beacon carrying three states of one flow.
import { apiBasePath } from '#shared/config/brand';
import type { ActionCost } from './action-costs';
import type { Browser } from './mix-actions';
import type { Action } from './load-engine';

/** Beacons per hundred requests of the mix. */
export const FLOW_EVENT_WEIGHT = 4;
/** Brief: the events cost at most 5 % of capacity. */
export const FLOW_EVENTS_CPU_BUDGET = 0.05;
export const flowEventsActionName = 'flow events';

/** The normal flow to thanks, as the listener reports it: [state, event]. */
const path: [string, string][] = [
  ['loading', 'xstate.init'],
  ['input', 'xstate.done.actor.loadDraft'],
  ['confirming.freezing', 'CONFIRM'],
  ['confirming.keying', 'xstate.done.actor.inputConfirm'],
  ['confirm', 'xstate.done.actor.createIdempotencyKey'],
  ['savingSession', 'SIGN'],
  ['promptauth.preparing', 'xstate.done.actor.tmpSave'],
  ['promptauth.signing', 'SIGNATURE_REQUESTED'],
  ['thanks', 'xstate.done.actor.signing'],
];
const PER_BEACON = 3;

export function flowEventsAction(browsers: readonly Browser[]): Action {
  let beacon = 0;
  return {
    name: flowEventsActionName,
    weight: FLOW_EVENT_WEIGHT,
    requests: 1,
    run: async (send) => {
      const n = beacon++;
      const browser = browsers[n % browsers.length]!;
      // Each browser walks one flow in three beacons, then starts another.
      const round = Math.floor(n / browsers.length);
      const part = round % (path.length / PER_BEACON);
      const flow = `bench${String(n % browsers.length).padStart(4, '0')}x${String(Math.floor(round / 3)).padStart(12, '0')}`;
      const events = path.slice(part * PER_BEACON, (part + 1) * PER_BEACON).map(([state, event], k) => ({ flow, machine: 'normalFlow', state, event, ms: (part * PER_BEACON + k) * 4000 }));
      const { 'x-csrf-token': csrf, ...headers } = browser.api.identity.headers;
      // As sendBeacon posts it: no CSRF header, the token in the body.
      await send({ method: 'POST', path: `${apiBasePath}/flow_events`, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ csrf_token: csrf, events }) }, flowEventsActionName);
      return true;
    },
  };
}

/** The beacons' share of the mix's server CPU: their weight times their cost, over every action's. */
export function flowEventsShare(costs: readonly ActionCost[], actions: readonly Action[]): number | undefined {
  const cpuOf = (action: Action) => {
    const cost = costs.find((candidate) => candidate.action === action.name);
    return cost && cost.requests > 0 ? action.weight * action.requests * (cost.serverMs + cost.postgresMs) : 0;
  };
  const events = actions.find((action) => action.name === flowEventsActionName);
  const total = actions.reduce((sum, action) => sum + cpuOf(action), 0);
  return events && total > 0 ? cpuOf(events) / total : undefined;
}
