// The browser model suite cannot shrink in silence (issue 29): a state added to a flow machine
// without `meta.view`, or an event without a driver, stops the generated suite at collection.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { assertModelComplete, leftOutReason, modelGaps } from './model-gaps';
import { normalFlowModel } from './normal-flow.model';

const { machine, drivers, leftOut } = normalFlowModel;

/** The normal flow with one more state, `limbo`, entered by a new event from the input page. */
function withLimbo(limbo: Record<string, unknown>) {
  const config = machine.config as { states: Record<string, { on?: Record<string, unknown> }> };
  return createMachine(
    {
      ...machine.config,
      states: {
        ...config.states,
        input: { ...config.states.input, on: { ...config.states.input?.on, WANDER: 'limbo' } },
        limbo: { ...limbo, on: { BACK: 'input' } },
      },
    } as never,
    machine.implementations as never,
  );
}

describe('the browser model of a flow machine', () => {
  it('is complete for the normal flow: every state has a view, every event a driver or a reason', () => {
    expect(modelGaps(machine, drivers, leftOut)).toEqual([]);
  });

  it('fails the suite when a state is added without meta.view, naming it and its event', () => {
    expect(() => assertModelComplete('normal-flow', withLimbo({}), drivers, leftOut)).toThrow(
      /the state normalFlow\.limbo has no meta\.view[\s\S]*the transition normalFlow\.input\|WANDER\|0 has no driver/,
    );
  });

  it('takes the state once it says how it shows, and the event once it has a driver', () => {
    const machineWithLimbo = withLimbo({ meta: { view: { shows: 'page' } } });
    expect(modelGaps(machineWithLimbo, { ...drivers, WANDER: async () => {} }, leftOut)).toEqual([]);
  });

  it('names why each left-out transition is left out', () => {
    expect(leftOutReason('normalFlow.loading|xstate.error.actor.loadDraft|0', leftOut)).toMatch(/server/);
    expect(leftOutReason('normalFlow.input|CONFIRM|0', leftOut)).toBeUndefined();
  });
});
