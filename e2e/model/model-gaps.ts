// What keeps the browser coverage from shrinking in silence (issue 29): every state of a flow
// machine says how it shows (`meta.view`), and every event type has a driver, unless each of its
// transitions is left out with a reason. A state or event added without them fails the suite.
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { transitionKeysOf } from '#shared/statechart/transition-keys';

/** Transitions no resident can cause in the browser: matched by key (or a pattern of keys), with why. */
export interface LeftOut {
  match: string | RegExp;
  reason: string;
}

export function leftOutReason(key: string, leftOut: readonly LeftOut[]): string | undefined {
  return leftOut.find(({ match }) => (typeof match === 'string' ? match === key : match.test(key)))?.reason;
}

export function modelGaps(machine: AnyStateMachine, drivers: Readonly<Record<string, unknown>>, leftOut: readonly LeftOut[]): string[] {
  const states = getStateNodes(machine.root)
    .filter((node) => node !== machine.root && (node.meta as { view?: unknown } | undefined)?.view === undefined)
    .map((node) => `the state ${node.id} has no meta.view (machines/state-view.ts)`);
  const events = transitionKeysOf(machine)
    .filter((key) => {
      const eventType = key.split('|')[1] ?? '';
      return eventType !== '' && !(eventType in drivers) && leftOutReason(key, leftOut) === undefined;
    })
    .map((key) => `the transition ${key} has no driver for its event and is not left out`);
  return [...states, ...events];
}

/** Throws, naming each gap: the generated suite calls it at collection, so it fails to load. */
export function assertModelComplete(name: string, machine: AnyStateMachine, drivers: Readonly<Record<string, unknown>>, leftOut: readonly LeftOut[]): void {
  const gaps = modelGaps(machine, drivers, leftOut);
  if (gaps.length > 0) throw new Error(`${name}: the browser model is incomplete:\n- ${gaps.join('\n- ')}`);
}
