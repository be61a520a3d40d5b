// What the error page's routing does beyond the spec's tables, which error-routing.paths.test.ts
// walks for every combination of status, flow, kind of page and session.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { errorRoutingMachine, type ErrorRoutingInput, type ErrorTarget } from './error-routing.machine';

function startActor(input: ErrorRoutingInput) {
  const leave = vi.fn<(target: ErrorTarget) => void>();
  const redirectToExpired = vi.fn<(target: ErrorTarget) => void>();
  const actor = createActor(errorRoutingMachine.provide({
    actions: { leave: (_, target) => leave(target), redirectToExpired: (_, target) => redirectToExpired(target) },
  }), { input }).start();
  return { actor, leave, redirectToExpired };
}

describe('error-routing machine (actor)', () => {
  it.each([
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['an empty text', ''],
  ])('does not follow %s stored as the start page', (_name, rememberedStartPath) => {
    const { actor } = startActor({ status: 401, flow: 'normal', pageKind: 'other', hasUserSession: true, rememberedStartPath });
    expect(actor.getSnapshot().context.target.path).toBe('/');
  });

  it('runs without the edge providing anything (stubs are no-ops)', () => {
    const actor = createActor(errorRoutingMachine, {
      input: { status: 500, flow: 'normal', pageKind: 'other', hasUserSession: true, rememberedStartPath: null },
    }).start();
    actor.send({ type: 'PRESS_BUTTON' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
