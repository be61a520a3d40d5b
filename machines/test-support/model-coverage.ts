// The two suites every machine's paths test ends with: each path through a transition replayed
// on a live actor, and the proof that the graph reached every state and that the live actors took
// every state and transition of the definition. Declared after the file's own suites: tests run in
// file order, so the replays have recorded what the live actors did before the coverage is read.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { stateIdsIn, stateIdsOf } from './path-replay';
import { transitionKeysOf } from './transition-coverage';

/** A replayable path: its name and the snapshot it ends in. */
interface NamedPath {
  name: string;
  state: { value: unknown; context: unknown };
}

interface ModelCoverage<TPath extends NamedPath> {
  /** The name the suites carry, e.g. 'normal-flow machine'. */
  name: string;
  machine: AnyStateMachine;
  toStates: readonly TPath[];
  throughTransitions: readonly TPath[];
  replay: (path: TPath) => Promise<{ snapshot: { context: unknown } }>;
  /** What the replays' live actors recorded (recordCoverage). */
  coverage: { transitions: ReadonlySet<string>; values: readonly unknown[] };
  /** States left within a step, which no graph snapshot shows. */
  transient: readonly string[];
  /** States no live snapshot shows either (an initial state left within the actor's first step): their transitions prove them. */
  unseenLive?: readonly string[];
  /** The graph gives more paths to states than this. */
  moreStatePathsThan: number;
  /** …and more through transitions than this: by default, than to states (a flow has more transitions than states). */
  moreTransitionPathsThan?: number;
}

export function describeModelCoverage<TPath extends NamedPath>(model: ModelCoverage<TPath>): void {
  const { name, machine, toStates, throughTransitions, coverage, transient, unseenLive = [] } = model;

  describe(`${name} (a path through every transition)`, () => {
    it.each(throughTransitions.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
      const { snapshot } = await model.replay(path);
      expect(snapshot.context).toEqual(path.state.context);
    });
  });

  describe(`${name} (coverage of the model)`, () => {
    const but = transient.length === 0 ? '' : ` but the transient ${transient.length === 1 ? 'one' : 'ones'}`;
    it(`reaches every state${but} in the graph`, () => {
      const reached = new Set(toStates.flatMap((path) => stateIdsIn(path.state.value)));
      expect([...reached].sort()).toEqual(stateIdsOf(machine).filter((id) => !transient.includes(id)).sort());
    });

    it('took every state and every transition of the definition on the live actors', () => {
      const entered = new Set(coverage.values.flatMap((value) => stateIdsIn(value)));
      const missingStates = stateIdsOf(machine).filter((id) => !unseenLive.includes(id) && !entered.has(id));
      const missingTransitions = transitionKeysOf(machine).filter((key) => !coverage.transitions.has(key));
      expect({ missingStates, missingTransitions }).toEqual({ missingStates: [], missingTransitions: [] });
    });

    it('has paths to replay', () => {
      expect(toStates.length).toBeGreaterThan(model.moreStatePathsThan);
      expect(throughTransitions.length).toBeGreaterThan(model.moreTransitionPathsThan ?? toStates.length);
    });
  });
}
