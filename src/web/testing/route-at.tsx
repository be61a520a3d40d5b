// A DOM test's page: the path on screen (wouter's memory location) and the route session the
// shell would have loaded for it (session/current-route-session.ts), set by the test.
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Phase } from '../api/drafts';
import { routeSessionStore } from '../session/current-route-session';
import { everyFlowSlot, type RouteSession, type SessionSlot } from '../session/route-session';
import type { RouteSessionState } from '../session/route-session-store';

/** A signed-in resident's route session: no drafts unless given, every slot absent unless given. */
export function signedInSession(parts: { drafts?: RouteSession['drafts']; sessions?: Partial<Record<Phase, SessionSlot>> } = {}): RouteSession {
  return {
    auth: { authenticated: true, provider: '', expires_at: '2099-01-01T00:00:00Z' },
    drafts: parts.drafts ?? [],
    sessions: { ...everyFlowSlot({ state: 'absent' }), ...parts.sessions },
  };
}

/** A route session state without its path (the path on screen is the test's). */
type WithoutPath<State> = State extends unknown ? Omit<State, 'path'> : never;
type StateWithoutPath = WithoutPath<RouteSessionState>;

export interface RouteAt {
  wrapper: (props: { children: ReactNode }) => ReactNode;
  /** Moves to another path, as a link would. */
  navigate(path: string): void;
  /** Sets the route session of the path on screen, as the shell's load would. */
  setSession(state: StateWithoutPath): void;
}

export function routeAt(path: string, session: RouteSession | 'none'): RouteAt {
  const location = memoryLocation({ path });
  let current = path;
  const setSession = (state: StateWithoutPath) => routeSessionStore.set({ ...state, path: current } as RouteSessionState);
  setSession(session === 'none' ? { status: 'none' } : { status: 'ready', value: session });
  return {
    wrapper: ({ children }) => <Router hook={location.hook}>{children}</Router>,
    navigate: (to) => {
      current = to;
      location.navigate(to);
    },
    setSession,
  };
}
