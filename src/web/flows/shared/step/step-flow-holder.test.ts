import { describe, expect, it } from 'vitest';
import { createStepFlowHolder } from './step-flow-holder';

class FakeActor {
  started = 0;
  stopped = 0;
  status = 'active';
  constructor(readonly requestedPath: string) {}
  start() {
    this.started += 1;
  }
  stop() {
    this.stopped += 1;
    this.status = 'stopped';
  }
  getSnapshot() {
    return { status: this.status };
  }
}

function setup(initialPath: string) {
  let path = initialPath;
  const listeners = new Set<(by: 'browser' | 'app') => void>();
  const created: FakeActor[] = [];
  const followed: [FakeActor, string][] = [];
  const holder = createStepFlowHolder({
    create: (requestedPath) => {
      const actor = new FakeActor(requestedPath);
      created.push(actor);
      return actor;
    },
    currentPath: () => path,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isFlowPath: (candidate) => candidate === '/step' || candidate.startsWith('/step/'),
    followBrowser: (actor, to) => followed.push([actor, to]),
  });
  const go = (next: string, by: 'browser' | 'app' = 'app') => {
    path = next;
    for (const listener of [...listeners]) listener(by);
  };
  return { holder, created, go, listeners, followed };
}

describe('the step flow holder', () => {
  it('keeps one started actor while the resident moves between step pages', () => {
    const { holder, created, go } = setup('/step/confirm');
    const actor = holder.obtain('/step/confirm');
    expect(actor.requestedPath).toBe('/step/confirm');
    expect(actor.started).toBe(1);
    go('/step');
    expect(holder.obtain('/step')).toBe(actor);
    go('/step/promptauth');
    expect(holder.obtain('/step/promptauth')).toBe(actor);
    expect(created).toHaveLength(1);
    expect(actor.stopped).toBe(0);
  });

  it('stops the actor when the location leaves the step pages, and starts afresh on return', () => {
    const { holder, go, listeners } = setup('/step');
    const first = holder.obtain('/step');
    go('/personalinfo');
    expect(first.stopped).toBe(1);
    expect(listeners.size).toBe(0);
    go('/step');
    const second = holder.obtain('/step');
    expect(second).not.toBe(first);
    expect(second.started).toBe(1);
  });

  it('passes the browser’s Back and Forward between step pages on to the flow, not the app’s own moves', () => {
    const { holder, go, followed } = setup('/step');
    const actor = holder.obtain('/step');
    go('/step/confirm');
    go('/step', 'browser');
    go('/step/confirm', 'browser');
    expect(followed).toEqual([[actor, '/step'], [actor, '/step/confirm']]);
    go('/mypage', 'browser');
    expect(followed).toHaveLength(2);
    expect(actor.stopped).toBe(1);
  });

  it('starts afresh when the flow has ended (e.g. failed) and the resident comes back to a step page', () => {
    const { holder } = setup('/step');
    const first = holder.obtain('/step');
    first.status = 'done';
    const second = holder.obtain('/step');
    expect(second).not.toBe(first);
    expect(first.stopped).toBe(1);
  });
});
