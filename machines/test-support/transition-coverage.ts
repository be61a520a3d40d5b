// "Every transition is taken" for model-based tests: each transition of a machine has a key
// (src/shared/statechart/transition-keys.ts), the definition lists them all, and the inspection
// events of a live actor tell which ones it took.
import type { InspectionEvent } from 'xstate';
import { transitionKeyOf, transitionKeysOf } from '#shared/statechart/transition-keys';

export { transitionKeyOf, transitionKeysOf };

export interface CoverageRecorder {
  /** Pass as `inspect` to createActor. */
  inspect: (event: InspectionEvent) => void;
  /** Keys of the transitions taken so far. */
  transitions: Set<string>;
  /** Values of every snapshot after a microstep, transient states included. */
  values: unknown[];
}

export function recordCoverage(into: { transitions: Set<string>; values: unknown[] } = { transitions: new Set(), values: [] }): CoverageRecorder {
  return {
    ...into,
    inspect(event) {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) into.transitions.add(transitionKeyOf(transition));
      into.values.push((event.snapshot as { value?: unknown }).value);
    },
  };
}
