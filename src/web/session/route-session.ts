// What the shell knows about the resident on each route (spec §2 "the session for the user is
// fetched for every route except exempt ones"): the login state from `auth_status`, then, for a
// signed-in resident, which drafts exist (user_session_summaries, decision 018), then the drafts
// the route's fetch policy names that exist. Nobody signed in: no session reads at all, since
// they could only answer AUTH_REQUIRED; a draft that does not exist is not asked for, since its
// 404 would be an error in the browser's console on every page.
import type { components } from '#shared/api/schema';
import { flowOfPhase, phases as allPhases, sessionReadOf } from '#shared/flows';
import type { RouteName } from '#shared/routes';
import { ApiError } from '../api/api-error';
import { getAuthStatus } from '../api/auth';
import type { ApiClient } from '../api/client';
import { getUserSession, getUserSessionSummaries } from '../api/drafts';
import { sessionPhasesFor, type Phase } from './session-fetch-policy';

export type AuthStatus = components['schemas']['AuthStatus'];
export type SessionData = components['schemas']['SessionData'];
export type DraftSummary = components['schemas']['DraftSummary'];

export type SessionSlot =
  /** Not fetched on this route (exempt, or nobody is signed in). */
  | { state: 'skipped' }
  /** No draft of this flow yet (NOT_FOUND), or the server cannot serve drafts yet (NOT_IMPLEMENTED). */
  | { state: 'absent' }
  | { state: 'loaded'; data: SessionData };

export interface RouteSession {
  auth: AuthStatus;
  /** The resident's unsent drafts, read on every route (none when nobody is signed in). */
  drafts: DraftSummary[];
  sessions: Record<Phase, SessionSlot>;
}

/** A call that failed: its operation path (for the error catalogue) and what it returned or threw. */
export interface RouteSessionFailure {
  operationPath: string;
  failure: unknown;
  /**
   * The login state, when auth_status answered and a draft read failed after it: the error page
   * words itself for a signed-in resident (spec §8), even though the route session is not ready.
   */
  auth?: AuthStatus;
}

export type RouteSessionResult = { ok: true; value: RouteSession } | { ok: false; error: RouteSessionFailure };

const skipped: SessionSlot = { state: 'skipped' };

/** One slot for each flow's draft, so that nothing lists the phases (a new flow gets its slot). */
export function everyFlowSlot(slot: SessionSlot): Record<Phase, SessionSlot> {
  return Object.fromEntries(allPhases.map((phase) => [phase, slot])) as Record<Phase, SessionSlot>;
}

async function loadSession(client: ApiClient, phase: Phase): Promise<SessionSlot | RouteSessionFailure> {
  try {
    const data = await getUserSession(client, phase);
    return data ? { state: 'loaded', data } : { state: 'absent' };
  } catch (failure) {
    // No draft to show rather than something broken (see decision 005), like NOT_FOUND.
    if (failure instanceof ApiError && failure.code === 'NOT_IMPLEMENTED') return { state: 'absent' };
    return { operationPath: sessionReadOf(flowOfPhase(phase)), failure };
  }
}

export async function loadRouteSession(client: ApiClient, route: RouteName): Promise<RouteSessionResult> {
  let auth: AuthStatus;
  try {
    auth = await getAuthStatus(client);
  } catch (failure) {
    return { ok: false, error: { operationPath: 'auth_status', failure } };
  }

  const sessions = everyFlowSlot(skipped);
  if (!auth.authenticated) return { ok: true, value: { auth, drafts: [], sessions } };

  let drafts: DraftSummary[];
  try {
    drafts = (await getUserSessionSummaries(client)).drafts;
  } catch (failure) {
    return { ok: false, error: { operationPath: 'user_session_summaries', failure, auth } };
  }
  const existing = new Set(drafts.map((draft) => draft.phase));
  const phases = sessionPhasesFor(route);
  const results = await Promise.all(
    phases.map((phase) => (existing.has(phase) ? loadSession(client, phase) : Promise.resolve<SessionSlot>({ state: 'absent' }))),
  );
  for (const [i, result] of results.entries()) {
    if (!('state' in result)) return { ok: false, error: { ...result, auth } };
    sessions[phases[i] as Phase] = result;
  }
  return { ok: true, value: { auth, drafts, sessions } };
}
