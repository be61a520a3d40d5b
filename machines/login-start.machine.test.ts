import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginStartMachine, type AuthzUrl, type AuthzUrlRequest } from './login-start.machine';

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
