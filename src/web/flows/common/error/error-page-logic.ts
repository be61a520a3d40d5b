// The error-routing machine with the browser's effects provided (spec §8): the button leaves
// for its target; 'log in again' drops the login and starts a new one for the flow; a 408
// replaces the page with the expired page.
import { createActor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { errorRoutingMachine, type ErrorTarget } from '#machines/error-routing.machine';
import { flows, providerIds, type FlowName, type ProviderId } from '#shared/flows';
import { logout } from '../../../api/auth';
import { apiClient } from '../../../api/client';
import { shownFailureStore } from '../../../errors/failure-reporting';
import { loadCurrentRouteSession } from '../../../session/current-route-session';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { liveLoginStartMachine } from '../top/login-start-logic';

export interface LeaveContext {
  flow: FlowName;
  /** The provider of the current login (auth_status), to log in again the same way. */
  provider: string | null;
}

/** auth_status's provider as one of ours; anything else logs in with the primary one (''). */
function providerOf(provider: string | null): ProviderId {
  return providerIds.find((id) => id === provider) ?? '';
}

function goTo(path: string): void {
  if (path !== window.location.pathname) {
    navigate(path);
    return;
  }
  // Already there (an error shown in place on the target page): try the page again.
  shownFailureStore.set(null);
  void loadCurrentRouteSession(path);
}

async function logInAgain(target: ErrorTarget, context: LeaveContext): Promise<void> {
  try {
    await logout(apiClient);
  } catch {
    // Already logged out, or the session is broken: the new login replaces it either way.
  }
  goTo(target.path);
  const login = createActor(liveLoginStartMachine, { ...inspectOptions(), input: { phase: flows[context.flow].phase } }).start();
  login.send({ type: 'START', provider: providerOf(context.provider) });
}

export function leaveErrorPage(target: ErrorTarget, context: LeaveContext): void {
  if (target.relogin) void logInAgain(target, context);
  else goTo(target.path);
}

/** The machine for one error page. */
export function liveErrorRoutingMachine(context: LeaveContext) {
  return errorRoutingMachine.provide({
    actions: {
      leave: (_, target) => leaveErrorPage(target, context),
      // Replace: Back must not return to a page of an expired flow.
      redirectToExpired: (_, target) => navigate(target.path, { replace: true }),
    },
  });
}
