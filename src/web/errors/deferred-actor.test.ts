// The deferred actor with the real session-expiry machine: events before the first failure are
// kept and handed over in order, the machine loads once, and a failed load is tried again.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionExpiryMachine, type SessionExpiryEvent } from '#machines/session-expiry.machine';
import type { ClientError } from '#shared/errors/error-catalogue';
import { deferredActor } from './deferred-actor';

const expired: ClientError = { status: 408, message: '受付期限を過ぎています', code: 'TIMEOUT' };
const system: ClientError = { status: 500, message: 'システムエラー', code: 'INTERNAL_SERVER_ERROR' };

function setup(failLoads = 0) {
  const redirects: string[] = [];
  const seen: SessionExpiryEvent[] = [];
  let loads = 0;
  const actor = deferredActor<SessionExpiryEvent>({
    needs: (event) => event.type === 'API_FAILURE',
    start: async () => {
      loads += 1;
      if (loads <= failLoads) throw new Error('chunk failed');
      const started = createActor(sessionExpiryMachine.provide({ actions: { redirectToExpired: (_, { path }) => void redirects.push(path) } })).start();
      return { send: (event: SessionExpiryEvent) => { seen.push(event); started.send(event); } };
    },
  });
  return { actor, redirects, seen, loads: () => loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferredActor', () => {
  it('loads nothing while no event needs the actor', async () => {
    const { actor, loads } = setup();
    actor.send({ type: 'RESET' });
    actor.send({ type: 'RESET' });
    await settle();
    expect(loads()).toBe(0);
  });

  it('starts on the first needy event and hands over every kept event in order', async () => {
    const { actor, redirects, seen, loads } = setup();
    actor.send({ type: 'RESET' });
    actor.send({ type: 'API_FAILURE', error: expired });
    actor.send({ type: 'API_FAILURE', error: expired });
    await settle();
    expect(loads()).toBe(1);
    expect(seen.map((event) => event.type)).toEqual(['RESET', 'API_FAILURE', 'API_FAILURE']);
    // As the machine started at once would: one redirect for the first 408 only.
    expect(redirects).toEqual(['/error/expired']);

    actor.send({ type: 'RESET' });
    actor.send({ type: 'API_FAILURE', error: expired });
    expect(redirects).toEqual(['/error/expired', '/error/expired']);
    expect(loads()).toBe(1);
  });

  it('a failure that is no 408 starts the actor but redirects nowhere', async () => {
    const { actor, redirects, loads } = setup();
    actor.send({ type: 'API_FAILURE', error: system });
    actor.send({ type: 'API_FAILURE', error: null });
    await settle();
    expect(loads()).toBe(1);
    expect(redirects).toEqual([]);
  });

  it('tries again on the next needy event when loading failed, keeping what came before', async () => {
    const { actor, redirects, seen, loads } = setup(1);
    actor.send({ type: 'API_FAILURE', error: system });
    await settle();
    expect(loads()).toBe(1);
    expect(seen).toEqual([]);
    actor.send({ type: 'API_FAILURE', error: expired });
    await settle();
    expect(loads()).toBe(2);
    expect(seen.map((event) => event.type === 'API_FAILURE' && event.error?.status)).toEqual([500, 408]);
    expect(redirects).toEqual(['/error/expired']);
  });
});
