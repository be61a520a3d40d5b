import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { loginStartMachine, type AuthzUrl, type AuthzUrlRequest, type LoginStartEvent } from './login-start.machine';
import { ActorScript, replayPath, stateIdsIn, stateIdsOf } from './test-support/path-replay';

const deepLink: AuthzUrl = { url: 'https://idp.example/authorize?x=1', new_tab: false };
const newTab: AuthzUrl = { url: 'https://lp.example/authorize?x=2', new_tab: true };

function start(fetchAuthzUrl: (input: AuthzUrlRequest) => Promise<AuthzUrl>) {
  const openLoginUrl = vi.fn();
  const actor = createActor(
    loginStartMachine.provide({
      actors: { fetchAuthzUrl: fromPromise(({ input }) => fetchAuthzUrl(input)) },
      actions: { openLoginUrl: (_, params) => openLoginUrl(params) },
    }),
    { input: { phase: 1 } },
  ).start();
  return { actor, openLoginUrl };
}

describe('login-start machine (actor)', () => {
  it('asks for the primary provider of the normal phase and opens its URL', async () => {
    const fetchAuthzUrl = vi.fn(async () => deepLink);
    const { actor, openLoginUrl } = start(fetchAuthzUrl);
    actor.send({ type: 'START', provider: '' });
    expect(actor.getSnapshot().value).toBe('requesting');
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(fetchAuthzUrl).toHaveBeenCalledWith({ phase: 1, provider: '' });
    expect(openLoginUrl).toHaveBeenCalledWith(deepLink);
  });

  it('passes the second login service and its new-tab flag through', async () => {
    const fetchAuthzUrl = vi.fn(async () => newTab);
    const { actor, openLoginUrl } = start(fetchAuthzUrl);
    actor.send({ type: 'START', provider: 'lp' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(fetchAuthzUrl).toHaveBeenCalledWith({ phase: 1, provider: 'lp' });
    expect(openLoginUrl).toHaveBeenCalledWith(newTab);
  });

  it('ignores a second click while the URL is being fetched', async () => {
    let release: (value: AuthzUrl) => void = () => {};
    const fetchAuthzUrl = vi.fn(() => new Promise<AuthzUrl>((resolve) => { release = resolve; }));
    const { actor, openLoginUrl } = start(fetchAuthzUrl);
    actor.send({ type: 'START', provider: '' });
    actor.send({ type: 'START', provider: 'lp' });
    release(deepLink);
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(fetchAuthzUrl).toHaveBeenCalledOnce();
    expect(openLoginUrl).toHaveBeenCalledOnce();
  });

  it('keeps the failure and lets the resident try again', async () => {
    const fetchAuthzUrl = vi.fn<(input: AuthzUrlRequest) => Promise<AuthzUrl>>()
      .mockRejectedValueOnce({ code: 'INTERNAL_SERVER_ERROR', message: 'x' })
      .mockResolvedValueOnce(newTab);
    const { actor, openLoginUrl } = start(fetchAuthzUrl);
    actor.send({ type: 'START', provider: 'lp' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'x' });
    expect(openLoginUrl).not.toHaveBeenCalled();

    actor.send({ type: 'START', provider: 'lp' });
    const redirecting = await waitFor(actor, (s) => s.matches('redirecting'));
    expect(redirecting.context.error).toBeNull();
    expect(openLoginUrl).toHaveBeenCalledWith(newTab);
  });

  it('can start again after opening a new tab', async () => {
    const { actor, openLoginUrl } = start(async () => newTab);
    actor.send({ type: 'START', provider: 'lp' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    actor.send({ type: 'START', provider: '' });
    await waitFor(actor, (s) => s.matches('redirecting') && s.context.provider === '');
    expect(openLoginUrl).toHaveBeenCalledTimes(2);
  });

  it('uses the phase it was started with', async () => {
    const fetchAuthzUrl = vi.fn(async (_input: AuthzUrlRequest) => deepLink);
    const actor = createActor(
      loginStartMachine.provide({ actors: { fetchAuthzUrl: fromPromise(({ input }) => fetchAuthzUrl(input)) } }),
      { input: { phase: 3 } },
    ).start();
    actor.send({ type: 'START', provider: 'mint' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(fetchAuthzUrl).toHaveBeenCalledWith({ phase: 3, provider: 'mint' });
  });
});

const pathEvents = [
  { type: 'START', provider: '' },
  { type: 'xstate.done.actor.fetchAuthzUrl', output: deepLink },
  { type: 'xstate.error.actor.fetchAuthzUrl', error: { code: 'INTERNAL_SERVER_ERROR', message: 'x' } },
] as const;

const paths = getShortestPaths(loginStartMachine, {
  events: pathEvents as unknown as LoginStartEvent[],
  input: { phase: 1 },
});

describe('login-start machine (shortest paths)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(paths.flatMap((path) => stateIdsIn(path.state.value)));
    expect([...reached].sort()).toEqual(stateIdsOf(loginStartMachine).sort());
  });

  it.each(paths.map((path) => [
    `${JSON.stringify(path.state.value)} via ${path.steps.map((step) => step.event.type).join(' → ')}`,
    path,
  ] as const))('%s', async (_name, path) => {
    const script = new ActorScript(path.steps);
    const openLoginUrl = vi.fn();
    const actor = createActor(loginStartMachine.provide({
      actors: { fetchAuthzUrl: fromPromise(() => script.next<AuthzUrl>('fetchAuthzUrl')) },
      actions: { openLoginUrl: (_, params) => openLoginUrl(params) },
    }), { input: { phase: 1 } });
    const snapshot = await replayPath(actor, path.steps, path.state);
    expect(snapshot.context).toEqual(path.state.context);
    if (snapshot.matches('redirecting')) expect(openLoginUrl).toHaveBeenCalledWith(deepLink);
    else expect(openLoginUrl).not.toHaveBeenCalled();
  });
});
