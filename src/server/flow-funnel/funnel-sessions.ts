// When a flow has ended (issue 29): a browser says nothing when a resident walks away, so a flow
// idle for FLOW_SESSION_IDLE_MS has ended. Closing it counts where it stopped, if it never reached
// its goal, and deletes its row, the last trace of its hashed id. Run by the session-retention job
// every 10 minutes and before the operator page reads the figures.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database-handle';

/** 30 minutes without a new state: longer than any form page takes, shorter than a session's idle hour. */
export const FLOW_SESSION_IDLE_MS = 30 * 60 * 1000;

/** Closes the flows idle since before `now` − FLOW_SESSION_IDLE_MS, in one statement; returns how many. */
export async function closeIdleFlowSessions(db: Db, now: Date): Promise<number> {
  const idleSince = new Date(now.getTime() - FLOW_SESSION_IDLE_MS);
  const result = await db.execute<{ closed: number }>(sql`
    with closed as (
      delete from flow_funnel_sessions where last_event_at < ${idleSince.toISOString()}
      returning machine, day, last_state, reached_goal
    ), exits as (
      insert into flow_funnel_states (machine, day, state, sessions, exits)
      select machine, day, last_state, 0, count(*) from closed where not reached_goal group by machine, day, last_state
      on conflict (machine, day, state) do update set exits = flow_funnel_states.exits + excluded.exits
    )
    select count(*)::int as closed from closed`);
  return (result as unknown as { rows: { closed: number }[] }).rows?.[0]?.closed ?? 0;
}
