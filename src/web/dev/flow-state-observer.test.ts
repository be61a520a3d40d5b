// The one hook on the flows' states (issue 29): an actor created with inspectOptions() reports
// each state its machine enters, with the event that led there, to every listener; an invoked
// promise is not a flow and reports nothing; a state kept is not reported again.
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { readinessMachine, type Readiness } from '#machines/readiness.machine';
import { flows } from '#shared/flows';
import { onFlowStateChange, type FlowStateChange } from './flow-state-observer';
import { inspectOptions } from './xstate-inspector';

const answer = { blockers: [] } as unknown as Readiness;

describe('onFlowStateChange', () => {
  it('reports each state a flow actor enters, and stops when unsubscribed', async () => {
    const seen: FlowStateChange[] = [];
    const stop = onFlowStateChange((change) => seen.push(change));
    const machine = readinessMachine.provide({ actors: { fetchReadiness: fromPromise(async () => answer) } });
    const actor = createActor(machine, { ...inspectOptions(), input: { phase: flows.normal.phase, receptionNumber: null } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'MOVE_DATE_CHANGED', moveDate: '2026/12/01' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    stop();
    actor.send({ type: 'MOVE_DATE_CHANGED', moveDate: '2026/12/02' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.stop();

    expect(seen.map(({ machine, state, event }) => ({ machine, state, event }))).toEqual([
      { machine: 'readiness', state: 'loading', event: 'xstate.init' },
      { machine: 'readiness', state: 'ready', event: 'xstate.done.actor.fetchReadiness' },
      { machine: 'readiness', state: 'loading', event: 'MOVE_DATE_CHANGED' },
      { machine: 'readiness', state: 'ready', event: 'xstate.done.actor.fetchReadiness' },
    ]);
    expect(new Set(seen.map((change) => change.actor))).toEqual(new Set([actor.sessionId]));
    // Only these four keys: never the context, never an event's payload (the date typed).
    for (const change of seen) expect(Object.keys(change).sort()).toEqual(['actor', 'event', 'machine', 'state']);
    expect(JSON.stringify(seen)).not.toContain('2026/12/01');
  });
});
