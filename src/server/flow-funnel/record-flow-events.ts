// Folds a batch of the funnel's events into the day's figures (issue 29). Each flow's row holds
// where it stands (last state, its time, what it already counted), so a state or a transition
// counts once per flow however often it is entered, and a stay's length is the gap between two
// states entered. The browser's id is hashed before it is used; no event is kept as such.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FlowEvent, FunnelMachineId } from '#shared/flow-funnel';
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import type { Db } from '../db/database-handle';
import { flowFunnelSessions } from '../db/schema';
import { bucketOf } from './funnel-buckets';
import { funnelMachines } from './funnel-machines';

/** The state id under which flow_funnel_states counts the flows started (no state of a machine has it). */
export const flowStart = '';

/** A state or event the machine does not have: the whole batch is refused. */
export class UnknownFlowStep extends Error {}

const transitionKey = (from: string, event: string, to: string) => `${from}|${event}|${to}`;

export function funnelDay(at: Date): string {
  const { year, month, day } = calendarDayInJapan(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const hashOf = (flow: string) => createHash('sha256').update(`utsuru-funnel-v1:${flow}`).digest('base64url');

function checkKnown(event: FlowEvent): void {
  const machine = funnelMachines.get(event.machine);
  if (!machine || !machine.states.includes(event.state) || !machine.events.has(event.event)) {
    throw new UnknownFlowStep(`${event.machine} has no such state or event`);
  }
}

/** Groups the batch by flow, each flow's events in the order they happened. */
function byFlow(events: readonly FlowEvent[]): FlowEvent[][] {
  const groups = new Map<string, FlowEvent[]>();
  for (const event of events) {
    const key = `${event.machine}\u0000${event.flow}`;
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  return [...groups.values()].map((group) => group.sort((a, b) => a.ms - b.ms));
}

interface FlowRow {
  day: string;
  lastState: string;
  lastMs: number;
  reachedGoal: boolean;
  statesEntered: string[];
  transitionsTaken: string[];
}

/** What a flow's events add to its row and to the day's figures. */
function fold(existing: FlowRow | undefined, events: readonly FlowEvent[], goal: string, day: string) {
  let last = existing ? { state: existing.lastState, ms: existing.lastMs } : null;
  const states = new Set(existing?.statesEntered ?? []);
  const transitions = new Set(existing?.transitionsTaken ?? []);
  let reachedGoal = existing?.reachedGoal ?? false;
  // A new flow also counts under '', the machine itself: the flows started, whatever their first state.
  const newStates: string[] = existing ? [] : [flowStart];
  const newTransitions: { from_state: string; event: string; to_state: string }[] = [];
  const stays = new Map<string, { state: string; bucket: number; stays: number }>();
  const count = (from: string | null, event: string, state: string) => {
    if (from !== null) {
      const key = transitionKey(from, event, state);
      if (!transitions.has(key)) {
        transitions.add(key);
        newTransitions.push({ from_state: from, event, to_state: state });
      }
    }
    if (!states.has(state)) {
      states.add(state);
      newStates.push(state);
    }
  };
  // The batch's previous event: a late batch's steps are read between its own events.
  let previous: string | null = null;
  for (const { state, event, ms } of events) {
    // An event sent twice says nothing new. A late batch (sent before one that arrived first, as
    // two beacons of one flow may) still counts the states and steps it alone saw, once each; the
    // row's last state and the times in states stay the later batch's.
    if (last && (ms < last.ms || (ms === last.ms && state === last.state))) {
      if (ms < last.ms) {
        count(previous, event, state);
        if (state === goal) reachedGoal = true;
      }
      previous = state;
      continue;
    }
    previous = state;
    if (last) {
      const bucket = bucketOf(ms - last.ms);
      const stay = stays.get(`${last.state}|${bucket}`) ?? { state: last.state, bucket, stays: 0 };
      stay.stays++;
      stays.set(`${last.state}|${bucket}`, stay);
    }
    count(last?.state ?? null, event, state);
    if (state === goal) reachedGoal = true;
    last = { state, ms };
  }
  if (!last) return null;
  const row: FlowRow = { day, lastState: last.state, lastMs: last.ms, reachedGoal, statesEntered: [...states], transitionsTaken: [...transitions] };
  return { row, newStates, newTransitions, stays: [...stays.values()] };
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const textArray = (values: readonly string[]) => sql`array(select jsonb_array_elements_text(${json(values)}))`;

/**
 * One flow's events in two round trips (the beacons must stay cheap, bench/mix/flow-events.ts):
 * read its row, then one statement that writes the row and the day's figures, but only if the row
 * is still as it was read. Two beacons of one flow at once: the second finds it changed and
 * starts again, so nothing counts twice.
 */
async function recordFlow(db: Db, events: readonly FlowEvent[], now: Date): Promise<void> {
  const first = events[0]!;
  const machine: FunnelMachineId = first.machine;
  const goal = funnelMachines.get(machine)!.goal;
  const sessionHash = hashOf(first.flow);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({
        day: flowFunnelSessions.day,
        lastState: flowFunnelSessions.lastState,
        lastMs: flowFunnelSessions.lastMs,
        reachedGoal: flowFunnelSessions.reachedGoal,
        statesEntered: flowFunnelSessions.statesEntered,
        transitionsTaken: flowFunnelSessions.transitionsTaken,
      })
      .from(flowFunnelSessions)
      .where(and(eq(flowFunnelSessions.sessionHash, sessionHash), eq(flowFunnelSessions.machine, machine)));
    const folded = fold(existing, events, goal, existing?.day ?? funnelDay(now));
    if (!folded) return;
    const { row, newStates, newTransitions, stays } = folded;
    const unchanged = existing
      ? sql`do update set last_state = excluded.last_state, last_ms = excluded.last_ms, reached_goal = excluded.reached_goal,
            states_entered = excluded.states_entered, transitions_taken = excluded.transitions_taken, last_event_at = excluded.last_event_at
          where flow_funnel_sessions.last_state = ${existing.lastState} and flow_funnel_sessions.last_ms = ${existing.lastMs}
            and flow_funnel_sessions.states_entered = ${textArray(existing.statesEntered)}
            and flow_funnel_sessions.transitions_taken = ${textArray(existing.transitionsTaken)}`
      : sql`do nothing`;
    const result = await db.execute<{ applied: number }>(sql`
      with flow as (
        insert into flow_funnel_sessions (session_hash, machine, day, last_state, last_ms, reached_goal, states_entered, transitions_taken, last_event_at)
        values (${sessionHash}, ${machine}, ${row.day}, ${row.lastState}, ${row.lastMs}, ${row.reachedGoal}, ${textArray(row.statesEntered)}, ${textArray(row.transitionsTaken)}, ${now.toISOString()})
        on conflict (session_hash, machine) ${unchanged}
        returning 1
      ), states as (
        insert into flow_funnel_states (machine, day, state, sessions)
        select ${machine}, ${row.day}, state, 1 from jsonb_array_elements_text(${json(newStates)}) as state where exists (select 1 from flow)
        on conflict (machine, day, state) do update set sessions = flow_funnel_states.sessions + 1
      ), transitions as (
        insert into flow_funnel_transitions (machine, day, from_state, event, to_state, sessions)
        select ${machine}, ${row.day}, t.from_state, t.event, t.to_state, 1
        from jsonb_to_recordset(${json(newTransitions)}) as t(from_state text, event text, to_state text) where exists (select 1 from flow)
        on conflict (machine, day, from_state, event, to_state) do update set sessions = flow_funnel_transitions.sessions + 1
      ), durations as (
        insert into flow_funnel_durations (machine, day, state, bucket, stays)
        select ${machine}, ${row.day}, d.state, d.bucket, d.stays
        from jsonb_to_recordset(${json(stays)}) as d(state text, bucket smallint, stays integer) where exists (select 1 from flow)
        on conflict (machine, day, state, bucket) do update set stays = flow_funnel_durations.stays + excluded.stays
      )
      select count(*)::int as applied from flow`);
    if ((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied === 1) return;
  }
  throw new Error('a flow of the funnel changed under five attempts in a row');
}

/** Checks every event against its machine's definition, then records each flow of the batch. */
export async function recordFlowEvents(db: Db, events: readonly FlowEvent[], now: Date): Promise<void> {
  events.forEach(checkKnown);
  for (const flow of byFlow(events)) await recordFlow(db, flow, now);
}
