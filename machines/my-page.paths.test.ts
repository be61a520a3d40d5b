// Model-based paths of the my-page machine: one shortest path to every reachable state,
// replayed on a live actor with the invoked actors' results scripted from the path.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { myPageMachine, type Applications, type AuthStatus, type LogoutResult, type MyPageEvent, type UserInfo } from './my-page.machine';
import { anonymous, apiError, completed, loggedOut, signedIn, submitted, user } from './test-support/my-page-fixtures';
import { ActorScript, replayPath, stateIdsIn, stateIdsOf } from './test-support/path-replay';

// Model-based paths: one shortest path to every reachable state, replayed on a live actor.
const failure = apiError('INTERNAL_SERVER_ERROR');
const authFailure = apiError('AUTH_REQUIRED');
const pathEvents = [
  { type: 'xstate.done.actor.checkAuthStatus', output: signedIn },
  { type: 'xstate.done.actor.checkAuthStatus', output: anonymous },
  { type: 'xstate.error.actor.checkAuthStatus', error: failure },
  { type: 'xstate.error.actor.checkAuthStatus', error: authFailure },
  { type: 'xstate.done.actor.loadUserInfo', output: user },
  { type: 'xstate.error.actor.loadUserInfo', error: failure },
  { type: 'xstate.error.actor.loadUserInfo', error: authFailure },
  { type: 'xstate.done.actor.loadApplications', output: submitted },
  { type: 'xstate.done.actor.loadApplications', output: completed },
  { type: 'xstate.error.actor.loadApplications', error: failure },
  { type: 'xstate.error.actor.loadApplications', error: authFailure },
  { type: 'xstate.after.refreshDelay.myPage.ready.listed.watching' },
  { type: 'xstate.done.actor.refreshApplications', output: submitted },
  { type: 'xstate.done.actor.refreshApplications', output: completed },
  { type: 'xstate.error.actor.refreshApplications', error: failure },
  { type: 'xstate.error.actor.refreshApplications', error: authFailure },
  { type: 'PAGE_HIDDEN' },
  { type: 'PAGE_VISIBLE' },
  { type: 'xstate.done.actor.logout', output: loggedOut },
  { type: 'xstate.error.actor.logout', error: failure },
  { type: 'xstate.error.actor.logout', error: authFailure },
  { type: 'RETRY' },
  { type: 'RETRY_APPLICATIONS' },
  { type: 'LOGOUT' },
] as const;

// The graph walks the machine's transition function, where invoked actors' results are events.
// A final state takes no events, so whether the page was hidden on the way there changes
// nothing: those paths are the same end as the visible ones (and a fake that settles at once
// would race the replayed visibility event).
// The count of quiet re-reads grows without end; for the graph, none and some are the two cases.
const paths = getShortestPaths(myPageMachine, {
  events: pathEvents as unknown as MyPageEvent[],
  serializeState: (state) => JSON.stringify({ value: state.value, context: { ...state.context, quietReads: Math.min(state.context.quietReads, 1) } }),
})
  .filter((path) => path.state.status === 'active' || !path.state.context.hidden);

describe('my-page machine (shortest paths)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(paths.flatMap((path) => stateIdsIn(path.state.value)));
    expect([...reached].sort()).toEqual(stateIdsOf(myPageMachine).sort());
  });

  it.each(paths.map((path) => [
    `${JSON.stringify(path.state.value)} via ${path.steps.map((step) => step.event.type).join(' → ')}`,
    path,
  ] as const))('%s', async (_name, path) => {
    const script = new ActorScript(path.steps);
    const goToTop = vi.fn();
    const actor = createActor(myPageMachine.provide({
      actors: {
        checkAuthStatus: fromPromise(() => script.next<AuthStatus>('checkAuthStatus')),
        loadUserInfo: fromPromise(() => script.next<UserInfo>('loadUserInfo')),
        // One source, two calls: the first read (loadApplications) and the re-reads (refreshApplications).
        loadApplications: fromPromise(({ self }) => script.next<Applications>(self.id)),
        logout: fromPromise(() => script.next<LogoutResult>('logout')),
      },
      actions: { goToTop },
      // Too long to fire in a test: the path sends the delay's event itself.
      delays: { refreshDelay: 60_000 },
    }));
    const snapshot = await replayPath(actor, path.steps, path.state);
    expect(snapshot.context).toEqual(path.state.context);
    expect(goToTop).toHaveBeenCalledTimes(snapshot.matches('loggedOut') ? 1 : 0);
  });
});
