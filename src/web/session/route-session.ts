// What the shell knows about the resident on each route (spec §2 "the session for the user is
// fetched for every route except exempt ones"): the login state from `auth_status`, then, for a
// signed-in resident, the drafts the route's fetch policy names. Nobody signed in: no session
// reads at all, since they could only answer AUTH_REQUIRED.
import type { components } from '../../shared/api/schema';
import type { RouteName } from '../../shared/routes';
import type { ApiClient } from '../api/client';
import { sessionPhasesFor, type Phase } from './session-fetch-policy';

export type AuthStatus = components['schemas']['AuthStatus'];
export type SessionData = components['schemas']['SessionData'];

export type SessionSlot =
  /** Not fetched on this route (exempt, or nobody is signed in). */
  | { state: 'skipped' }
  /** No draft of this flow yet (NOT_FOUND), or the server cannot serve drafts yet (NOT_IMPLEMENTED). */
  | { state: 'absent' }
  | { state: 'loaded'; data: SessionData };

export interface RouteSession {
  auth: AuthStatus;
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

/** Codes that mean "no draft to show" rather than "something broke" (see decision 005). */
const absentCodes: readonly string[] = ['NOT_FOUND', 'NOT_IMPLEMENTED'];

function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('status' in body)) return undefined;
  const { status } = body;
  return typeof status === 'object' && status !== null && 'code' in status && typeof status.code === 'string' ? status.code : undefined;
}

const skipped: SessionSlot = { state: 'skipped' };

async function loadSession(client: ApiClient, phase: Phase): Promise<SessionSlot | RouteSessionFailure> {
  const operationPath = `user_session/${phase}`;
  try {
    const { data, error } = await client.GET('/user_session/{phase}', { params: { path: { phase } } });
    if (data) return { state: 'loaded', data };
    const code = codeOf(error);
    return code !== undefined && absentCodes.includes(code) ? { state: 'absent' } : { operationPath, failure: error };
  } catch (failure) {
    return { operationPath, failure };
  }
}

export async function loadRouteSession(client: ApiClient, route: RouteName): Promise<RouteSessionResult> {
  let auth: AuthStatus;
  try {
    const { data, error } = await client.GET('/auth_status');
    if (!data) return { ok: false, error: { operationPath: 'auth_status', failure: error } };
    auth = data;
  } catch (failure) {
    return { ok: false, error: { operationPath: 'auth_status', failure } };
  }

  const sessions: Record<Phase, SessionSlot> = { 1: skipped, 2: skipped, 3: skipped };
  if (!auth.authenticated) return { ok: true, value: { auth, sessions } };

  const phases = sessionPhasesFor(route);
  const results = await Promise.all(phases.map((phase) => loadSession(client, phase)));
  for (const [i, result] of results.entries()) {
    if (!('state' in result)) return { ok: false, error: { ...result, auth } };
    sessions[phases[i] as Phase] = result;
  }
  return { ok: true, value: { auth, sessions } };
}
