import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { readinessMachine, readinessViewOf, type Readiness, type ReadinessRequest } from './readiness.machine';

const ready: Readiness = {
  phase: 1,
  signing_check: 'done',
  signing: { certificate_state: 'valid', not_after: '2031-12-01T14:59:59.000Z', expires_before_move: null, pin_attempts_left: 1, pin_locked: false },
  filed_application: null,
  cancellation: null,
  blockers: [],
  counter: null,
};
const expired: Readiness = {
  ...ready,
  signing: { certificate_state: 'expired', not_after: '2025-03-28T14:59:59.000Z', expires_before_move: null, pin_attempts_left: 5, pin_locked: false },
  blockers: ['certificate_expired'],
};

function start(fetchReadiness: (input: ReadinessRequest) => Promise<Readiness>, receptionNumber: string | null = null) {
  return createActor(readinessMachine.provide({ actors: { fetchReadiness: fromPromise(({ input }) => fetchReadiness(input)) } }), {
    input: { phase: receptionNumber ? 3 : 1, receptionNumber },
  }).start();
}

describe('readiness machine (actor)', () => {
  it('asks at once and offers the start when nothing is in the way', async () => {
    const fetchReadiness = vi.fn(async () => ready);
    const actor = start(fetchReadiness);
    expect(readinessViewOf(actor.getSnapshot())).toBe('loading');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(readinessViewOf(snapshot)).toBe('ready');
    expect(snapshot.context.readiness).toEqual(ready);
    expect(fetchReadiness).toHaveBeenCalledWith({ phase: 1, moveDate: null, receptionNumber: null });
  });

  it('cannot continue when the answer names something in the way', async () => {
    const actor = start(async () => expired);
    const snapshot = await waitFor(actor, (s) => s.matches('cannotContinue'));
    expect(readinessViewOf(snapshot)).toBe('cannot-continue');
    expect(snapshot.context.readiness?.blockers).toEqual(['certificate_expired']);
  });

  it('asks again for a new move date once ready, keeping the last answer meanwhile, and passes the 受付番号', async () => {
    let release: (value: Readiness) => void = () => {};
    const fetchReadiness = vi.fn<(input: ReadinessRequest) => Promise<Readiness>>().mockResolvedValueOnce(ready).mockImplementationOnce(() => new Promise((resolve) => { release = resolve; }));
    const actor = start(fetchReadiness, '7KQ2-M9XD-4T3H');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'MOVE_DATE_CHANGED', moveDate: '2032/01/10' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.readiness).toEqual(ready);
    // Another date while the question is out is left to the page to send again once ready.
    actor.send({ type: 'MOVE_DATE_CHANGED', moveDate: '2032/01/11' });
    expect(fetchReadiness).toHaveBeenCalledTimes(2);
    release({ ...ready, phase: 3 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.readiness?.phase === 3);
    expect(fetchReadiness).toHaveBeenLastCalledWith({ phase: 3, moveDate: '2032/01/10', receptionNumber: '7KQ2-M9XD-4T3H' });
  });

  it('keeps a failure until the resident asks again', async () => {
    const fetchReadiness = vi.fn<(input: ReadinessRequest) => Promise<Readiness>>().mockRejectedValueOnce({ code: 'INTERNAL_SERVER_ERROR' }).mockResolvedValueOnce(ready);
    const actor = start(fetchReadiness);
    const failing = await waitFor(actor, (s) => s.matches('failing'));
    expect(readinessViewOf(failing)).toBe('failing');
    expect(failing.context.error).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    actor.send({ type: 'RETRY' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.error).toBeNull();
  });
});
