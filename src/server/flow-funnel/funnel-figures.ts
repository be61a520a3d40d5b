// The funnel's figures over a range of days (issue 29), per machine: the flows that entered each
// state, ended there without reaching the goal, and the median stay; the flows that took each
// transition, and their share of the flows that entered its source state.
import { and, between, sql } from 'drizzle-orm';
import type { FunnelMachineId } from '#shared/flow-funnel';
import type { Db } from '../db/database-handle';
import { flowFunnelDurations, flowFunnelStates, flowFunnelTransitions } from '../db/schema';
import { medianSeconds } from './funnel-buckets';
import { funnelMachines } from './funnel-machines';
import { flowStart } from './record-flow-events';

export interface DayRange {
  /** First and last day, inclusive, YYYY-MM-DD (Japan days). */
  from: string;
  to: string;
}

export interface StateFigures {
  /** A state's id, or flowStart ('') for the flows started. */
  state: string;
  sessions: number;
  /** Flows that ended in this state without reaching the goal. */
  exits: number;
  /** Upper bound of the median stay's bucket, in seconds; null when no stay ended. */
  medianSeconds: number | null;
}

export interface TransitionFigures {
  from: string;
  event: string;
  to: string;
  sessions: number;
  /** sessions ÷ the flows that entered `from`, 0–1. */
  share: number;
}

export interface MachineFunnel {
  machine: FunnelMachineId;
  goal: string;
  /** Flows started (their first state, whichever it was). */
  flows: number;
  states: StateFigures[];
  transitions: TransitionFigures[];
}

export async function readFunnel(db: Db, range: DayRange): Promise<MachineFunnel[]> {
  const [states, transitions, durations] = await Promise.all([
    db
      .select({ machine: flowFunnelStates.machine, state: flowFunnelStates.state, sessions: sql<number>`sum(${flowFunnelStates.sessions})::int`, exits: sql<number>`sum(${flowFunnelStates.exits})::int` })
      .from(flowFunnelStates)
      .where(between(flowFunnelStates.day, range.from, range.to))
      .groupBy(flowFunnelStates.machine, flowFunnelStates.state),
    db
      .select({
        machine: flowFunnelTransitions.machine,
        from: flowFunnelTransitions.fromState,
        event: flowFunnelTransitions.event,
        to: flowFunnelTransitions.toState,
        sessions: sql<number>`sum(${flowFunnelTransitions.sessions})::int`,
      })
      .from(flowFunnelTransitions)
      .where(and(between(flowFunnelTransitions.day, range.from, range.to)))
      .groupBy(flowFunnelTransitions.machine, flowFunnelTransitions.fromState, flowFunnelTransitions.event, flowFunnelTransitions.toState),
    db
      .select({ machine: flowFunnelDurations.machine, state: flowFunnelDurations.state, bucket: flowFunnelDurations.bucket, stays: sql<number>`sum(${flowFunnelDurations.stays})::int` })
      .from(flowFunnelDurations)
      .where(between(flowFunnelDurations.day, range.from, range.to))
      .groupBy(flowFunnelDurations.machine, flowFunnelDurations.state, flowFunnelDurations.bucket),
  ]);
  return [...funnelMachines.values()].map(({ id, goal, leaves: paths }) => {
    const stateRow = (state: string) => states.find((row) => row.machine === id && row.state === state);
    const entered = (state: string) => stateRow(state)?.sessions ?? 0;
    const stateFigures = [flowStart, ...paths].map((state) => {
      const buckets = new Map(durations.filter((row) => row.machine === id && row.state === state).map((row) => [row.bucket, row.stays]));
      return { state, sessions: entered(state), exits: stateRow(state)?.exits ?? 0, medianSeconds: medianSeconds(buckets) };
    });
    const transitionFigures = transitions
      .filter((row) => row.machine === id)
      .map(({ from, event, to, sessions }) => ({ from, event, to, sessions, share: entered(from) === 0 ? 0 : sessions / entered(from) }))
      .sort((a, b) => paths.indexOf(a.from) - paths.indexOf(b.from) || b.sessions - a.sessions || a.event.localeCompare(b.event));
    return { machine: id, goal, flows: entered(flowStart), states: stateFigures, transitions: transitionFigures };
  });
}
