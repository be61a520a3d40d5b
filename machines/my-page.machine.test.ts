import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { allSettled, myPageMachine, recipientChanges, refreshWaitMs, type Applications, type AuthStatus, type LogoutResult, type UserInfo } from './my-page.machine';
import { anonymous, apiError, completed, loggedOut, noApplications, received, signedIn, submitted, user } from './test-support/my-page-fixtures';

/** Time passing on vitest's fake clock (the re-read delay here is 10 ms). */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

interface Fakes {
  checkAuthStatus?: () => Promise<AuthStatus>;
  loadUserInfo?: () => Promise<UserInfo>;
  loadApplications?: () => Promise<Applications>;
  logout?: () => Promise<LogoutResult>;
}

/** `refreshDelay` null: the machine's own, backing off while nothing changes. */
function start(fakes: Fakes, refreshDelay: number | null = 5000) {
  const goToTop = vi.fn();
  const actor = createActor(
    myPageMachine.provide({
      ...(refreshDelay === null ? {} : { delays: { refreshDelay } }),
      actors: {
        checkAuthStatus: fromPromise(fakes.checkAuthStatus ?? (async () => signedIn)),
        loadUserInfo: fromPromise(fakes.loadUserInfo ?? (async () => user)),
        loadApplications: fromPromise(fakes.loadApplications ?? (async () => submitted)),
        logout: fromPromise(fakes.logout ?? (async () => loggedOut)),
      },
      actions: { goToTop },
    }),
  ).start();
  return { actor, goToTop };
}

describe('my-page machine (actor)', () => {
  it('loads the logged-in resident and rests in ready', async () => {
    const { actor } = start({});
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.user).toEqual(user);
  });

  it('lists the submitted applications beside the name', async () => {
    const { actor } = start({});
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: 'listed' }));
    expect(snapshot.context.applications).toEqual(submitted.applications);
    expect(snapshot.context.user).toEqual(user);
  });

  it('keeps the minimal records of the applications purged after the retention period beside the list (issue 28)', async () => {
    const purged = { ...submitted.applications[0]!, purged_at: '2027-03-01T00:17:00.000Z' };
    const record = {
      application_id: purged.application_id,
      phase: purged.phase,
      reception_number: purged.reception_number,
      submitted_at: purged.submitted_at,
      purged_at: purged.purged_at,
      recipients: purged.recipients,
      additions: [],
    };
    const { actor } = start({ loadApplications: async () => ({ applications: [], purged_applications: [record] }) });
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: 'listed' }));
    expect(snapshot.context.applications).toEqual([]);
    expect(snapshot.context.purgedApplications).toEqual([record]);
    // A list without any has none.
    const { actor: plain } = start({});
    expect((await waitFor(plain, (s) => s.matches({ ready: 'listed' }))).context.purgedApplications).toEqual([]);
  });

  it('keeps an empty list apart from one not loaded yet', async () => {
    const { actor } = start({ loadApplications: async () => noApplications });
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: 'listed' }));
    expect(snapshot.context.applications).toEqual([]);
  });

  it('loads the applications only for a resident whose name loaded', async () => {
    const loadApplications = vi.fn(async () => submitted);
    const { actor } = start({ loadUserInfo: async () => { throw apiError('INTERNAL_SERVER_ERROR'); }, loadApplications });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(loadApplications).not.toHaveBeenCalled();
  });

  it('keeps the name and logout when the applications fail, and retries only them', async () => {
    const loadApplications = vi.fn<() => Promise<Applications>>()
      .mockRejectedValueOnce(apiError('INTERNAL_SERVER_ERROR'))
      .mockResolvedValueOnce(submitted);
    const loadUserInfo = vi.fn(async () => user);
    const { actor } = start({ loadApplications, loadUserInfo });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'applicationsFailed' }));
    expect(failed.context.applicationsError).toEqual(apiError('INTERNAL_SERVER_ERROR'));
    expect(failed.context.user).toEqual(user);

    actor.send({ type: 'RETRY_APPLICATIONS' });
    const listed = await waitFor(actor, (s) => s.matches({ ready: 'listed' }));
    expect(listed.context.applicationsError).toBeNull();
    expect(listed.context.applications).toEqual(submitted.applications);
    expect(loadApplications).toHaveBeenCalledTimes(2);
    expect(loadUserInfo).toHaveBeenCalledOnce();
  });

  it('treats a session that lapsed before the applications loaded as anonymous', async () => {
    const { actor } = start({ loadApplications: async () => { throw apiError('AUTH_REQUIRED'); } });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(snapshot.status).toBe('done');
  });

  it('offers logout once the list has settled, also when it failed', async () => {
    const { actor, goToTop } = start({ loadApplications: async () => { throw apiError('INTERNAL_SERVER_ERROR'); }, logout: async () => { throw apiError('INTERNAL_SERVER_ERROR'); } });
    await waitFor(actor, (s) => s.matches({ ready: 'applicationsFailed' }));
    actor.send({ type: 'LOGOUT' });
    const back = await waitFor(actor, (s) => s.context.logoutFailed);
    expect(back.matches({ ready: 'applicationsFailed' })).toBe(true);
    expect(goToTop).not.toHaveBeenCalled();
  });

  it('ignores LOGOUT while the list loads', async () => {
    const { actor } = start({ loadApplications: () => new Promise<Applications>(() => {}) });
    await waitFor(actor, (s) => s.matches({ ready: 'loadingApplications' }));
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().matches({ ready: 'loadingApplications' })).toBe(true);
  });

  it('does not ask for user_info when nobody is logged in', async () => {
    const loadUserInfo = vi.fn(async () => user);
    const { actor } = start({ checkAuthStatus: async () => anonymous, loadUserInfo });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(snapshot.status).toBe('done');
    expect(loadUserInfo).not.toHaveBeenCalled();
  });

  it.each(['AUTH_REQUIRED', 'UNAUTHORIZED'])('treats %s from auth_status as anonymous', async (code) => {
    const { actor } = start({ checkAuthStatus: async () => { throw apiError(code); } });
    await waitFor(actor, (s) => s.matches('anonymous'));
  });

  it('treats a session that lapsed before user_info as anonymous', async () => {
    const { actor } = start({ loadUserInfo: async () => { throw apiError('AUTH_REQUIRED'); } });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(snapshot.context.user).toBeNull();
  });

  it('keeps a system failure and retries from the start', async () => {
    const checkAuthStatus = vi.fn<() => Promise<AuthStatus>>()
      .mockRejectedValueOnce(apiError('INTERNAL_SERVER_ERROR'))
      .mockResolvedValueOnce(signedIn);
    const { actor } = start({ checkAuthStatus });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toEqual(apiError('INTERNAL_SERVER_ERROR'));

    actor.send({ type: 'RETRY' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.error).toBeNull();
    expect(checkAuthStatus).toHaveBeenCalledTimes(2);
  });

  it('fails (not anonymous) when user_info breaks', async () => {
    const { actor } = start({ loadUserInfo: async () => { throw new TypeError('Failed to fetch'); } });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.error).toBeInstanceOf(TypeError);
  });

  it('logs out and goes to the top page', async () => {
    const logout = vi.fn(async () => loggedOut);
    const { actor, goToTop } = start({ logout });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LOGOUT' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(snapshot.status).toBe('done');
    expect(logout).toHaveBeenCalledOnce();
    expect(goToTop).toHaveBeenCalledOnce();
  });

  it('stays on マイページ with a flag when logout fails, and can try again', async () => {
    const logout = vi.fn<() => Promise<LogoutResult>>()
      .mockRejectedValueOnce(apiError('INTERNAL_SERVER_ERROR'))
      .mockResolvedValueOnce(loggedOut);
    const { actor, goToTop } = start({ logout });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LOGOUT' });
    const back = await waitFor(actor, (s) => s.matches('ready') && s.context.logoutFailed);
    expect(back.context.user).toEqual(user);
    // The list stays as it was: a failed logout does not load it again.
    expect(back.matches({ ready: 'listed' })).toBe(true);
    expect(goToTop).not.toHaveBeenCalled();

    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().context.logoutFailed).toBe(false);
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(goToTop).toHaveBeenCalledOnce();
  });

  it('counts a logout refused for lack of a session as logged out', async () => {
    const { actor, goToTop } = start({ logout: async () => { throw apiError('AUTH_REQUIRED'); } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(goToTop).toHaveBeenCalledOnce();
  });

  it('ignores LOGOUT before the resident is loaded', async () => {
    const { actor } = start({ checkAuthStatus: () => new Promise<AuthStatus>(() => {}) });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});

describe('my-page machine (re-reading while a recipient is under way)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-reads the list while a recipient is under way, keeps what changed, and stops once all are settled', async () => {
    const loadApplications = vi.fn<() => Promise<Applications>>()
      .mockResolvedValueOnce(submitted)
      .mockResolvedValueOnce(submitted)
      .mockResolvedValueOnce(completed);
    const { actor } = start({ loadApplications }, 10);
    await elapse(30);
    const settled = actor.getSnapshot();
    expect(settled.matches({ ready: { listed: 'settled' } })).toBe(true);
    expect(settled.context.applications).toEqual(completed.applications);
    expect(settled.context.changes).toEqual([{ applicationId: submitted.applications[0]?.application_id, name: '千代田区', procedure: 'move_out', from: 'delivered', to: 'completed' }]);
    await elapse(60);
    expect(loadApplications).toHaveBeenCalledTimes(3);
    actor.stop();
  });

  it('waits longer after each re-read that changed nothing, up to 5 minutes, and soon again after a change', async () => {
    expect([0, 1, 2, 3, 6, 7, 50].map(refreshWaitMs)).toEqual([5_000, 10_000, 20_000, 40_000, 300_000, 300_000, 300_000]);
    const loadApplications = vi.fn<() => Promise<Applications>>().mockResolvedValue(submitted);
    const { actor } = start({ loadApplications }, null);
    await waitFor(actor, (s) => s.matches({ ready: { listed: 'watching' } }));
    const reads = () => loadApplications.mock.calls.length;
    await elapse(5_000);
    expect(reads()).toBe(2);
    await elapse(9_000);
    expect(reads()).toBe(2);
    await elapse(1_000);
    expect(reads()).toBe(3);
    expect(actor.getSnapshot().context.quietReads).toBe(2);
    // A change: the next re-read comes after 5 s again.
    loadApplications.mockResolvedValue(received);
    await elapse(20_000);
    expect(actor.getSnapshot().context.quietReads).toBe(0);
    actor.stop();
  });

  it('does not re-read a list whose recipients are all settled', async () => {
    const loadApplications = vi.fn(async () => completed);
    const { actor } = start({ loadApplications }, 10);
    await waitFor(actor, (s) => s.matches({ ready: { listed: 'settled' } }));
    await elapse(60);
    expect(loadApplications).toHaveBeenCalledOnce();
  });

  it('keeps the changes of the last re-read that changed something', async () => {
    const loadApplications = vi.fn<() => Promise<Applications>>().mockResolvedValue(submitted);
    const { actor } = start({ loadApplications }, 10);
    await elapse(30);
    expect(loadApplications.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(actor.getSnapshot().context.changes).toEqual([]);
    actor.stop();
  });

  it('pauses while the page is hidden and reads at once when it is shown again', async () => {
    const loadApplications = vi.fn(async () => submitted);
    const { actor } = start({ loadApplications }, 10);
    await waitFor(actor, (s) => s.matches({ ready: { listed: 'watching' } }));
    actor.send({ type: 'PAGE_HIDDEN' });
    expect(actor.getSnapshot().matches({ ready: { listed: 'paused' } })).toBe(true);
    await elapse(60);
    expect(loadApplications).toHaveBeenCalledOnce();
    actor.send({ type: 'PAGE_VISIBLE' });
    await elapse(0);
    expect(loadApplications).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('starts paused on a page that is hidden before the list loads', async () => {
    const loadApplications = vi.fn(async () => submitted);
    const { actor } = start({ loadApplications }, 10);
    actor.send({ type: 'PAGE_HIDDEN' });
    await waitFor(actor, (s) => s.matches({ ready: { listed: 'paused' } }));
    await elapse(40);
    expect(loadApplications).toHaveBeenCalledOnce();
    actor.stop();
  });

  it('keeps the list shown when a re-read fails, and tries again', async () => {
    const loadApplications = vi.fn<() => Promise<Applications>>()
      .mockResolvedValueOnce(submitted)
      .mockRejectedValueOnce(apiError('INTERNAL_SERVER_ERROR'))
      .mockResolvedValueOnce(completed);
    const { actor } = start({ loadApplications }, 10);
    await elapse(30);
    expect(actor.getSnapshot().matches({ ready: { listed: 'settled' } })).toBe(true);
    expect(actor.getSnapshot().context.applicationsError).toBeNull();
    expect(loadApplications).toHaveBeenCalledTimes(3);
  });

  it('treats a session that lapsed during the re-reads as anonymous', async () => {
    const loadApplications = vi.fn<() => Promise<Applications>>()
      .mockResolvedValueOnce(submitted)
      .mockRejectedValueOnce(apiError('AUTH_REQUIRED'));
    const { actor } = start({ loadApplications }, 10);
    await elapse(10);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
  });

  it('stops re-reading when the page is left', async () => {
    const loadApplications = vi.fn(async () => submitted);
    const { actor } = start({ loadApplications }, 10);
    await waitFor(actor, (s) => s.matches({ ready: { listed: 'watching' } }));
    actor.stop();
    await elapse(60);
    expect(loadApplications).toHaveBeenCalledOnce();
  });
});

describe('my-page machine (what changed)', () => {
  it('finds the recipients whose status moved, not new ones', () => {
    expect(recipientChanges(submitted.applications, completed.applications).map((change) => [change.name, change.from, change.to])).toEqual([['千代田区', 'delivered', 'completed']]);
    expect(recipientChanges([], completed.applications)).toEqual([]);
    expect(recipientChanges(submitted.applications, submitted.applications)).toEqual([]);
    expect(allSettled(submitted.applications)).toBe(false);
    expect(allSettled(completed.applications)).toBe(true);
    expect(allSettled([])).toBe(true);
  });

  it('watches the recipients of the additions filed after an application too (issue 13)', () => {
    const withAddition = (status: 'delivered' | 'completed') =>
      completed.applications.map((application) => ({
        ...application,
        additions: [
          {
            application_id: '9d2e6a1b-0c3f-4e57-8a19-2b4c6d8e0f13',
            reception_number: 'H3TX-8PLM-2QWE',
            submitted_at: '2026-11-25T10:25:00+09:00',
            recipients: [{ id: '00000000-0000-4000-8000-000000000201', kind: 'business' as const, procedure: 'businesses' as const, name: 'さくらガス', status, status_at: '2026-11-25T01:30:00.000Z' }],
          },
        ],
      }));
    expect(allSettled(withAddition('delivered'))).toBe(false);
    expect(allSettled(withAddition('completed'))).toBe(true);
    expect(recipientChanges(withAddition('delivered'), withAddition('completed')).map((change) => [change.name, change.from, change.to])).toEqual([['さくらガス', 'delivered', 'completed']]);
  });

  it('keeps watching a procedure being cancelled, and tells when its cancellation moves (decision 021)', () => {
    const withCancellation = (status: 'requested' | 'cancelled' | 'refused' | 'failed' | null) =>
      submitted.applications.map((application) => ({
        ...application,
        recipients: application.recipients.map((recipient, index) =>
          index === 0 && status !== null
            ? { ...recipient, status: 'delivered' as const, cancellation: { status, status_at: '2026-11-25T02:00:00.000Z', reception_number: 'R7Z3-K2WQ-8LMN' } }
            : { ...recipient, status: 'completed' as const }),
      }));
    expect(allSettled(withCancellation('requested'))).toBe(false);
    // A cancelled procedure moves no more, though its own status stays as it was (delivered).
    expect(allSettled(withCancellation('cancelled'))).toBe(true);
    // A refused or failed cancellation leaves the procedure as it was: delivered, it can still move.
    expect(allSettled(withCancellation('refused'))).toBe(false);
    expect(allSettled(withCancellation('failed'))).toBe(false);
    const [change] = recipientChanges(withCancellation('requested'), withCancellation('cancelled'));
    expect(change).toMatchObject({ from: 'delivered', to: 'delivered', cancellation: { from: 'requested', to: 'cancelled' } });
    expect(recipientChanges(withCancellation(null), withCancellation('requested'))[0]?.cancellation).toEqual({ from: null, to: 'requested' });
  });

  it('fails loudly when the edge forgot to provide an actor', async () => {
    const actor = createActor(myPageMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(String(snapshot.context.error)).toContain('checkAuthStatus');
  });
});
