import { describe, expect, it } from 'vitest';
import { chunkReloadGuardMs, installChunkReloadGuard } from './chunk-reload-guard';

function setup(storage: Pick<Storage, 'getItem' | 'setItem'> = memoryStorage()) {
  const target = new EventTarget();
  let clock = 1_700_000_000_000;
  let reloads = 0;
  const stop = installChunkReloadGuard({ target, storage, now: () => clock, reload: () => { reloads += 1; } });
  /** Fires the event as Vite does; true when the guard prevented Vite's rethrow. */
  const failChunk = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return {
    failChunk,
    stop,
    reloads: () => reloads,
    advance: (ms: number) => { clock += ms; },
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('chunk reload guard', () => {
  it('reloads on the first failure', () => {
    const page = setup();
    expect(page.failChunk()).toBe(true);
    expect(page.reloads()).toBe(1);
  });

  it('reloads at most once per 60 s, across page loads of the same tab', () => {
    const storage = memoryStorage();
    const first = setup(storage);
    first.failChunk();
    // The reloaded page shares the tab's sessionStorage.
    const second = setup(storage);
    second.advance(chunkReloadGuardMs - 1);
    expect(second.failChunk()).toBe(false);
    expect(second.reloads()).toBe(0);

    second.advance(1);
    expect(second.failChunk()).toBe(true);
    expect(second.reloads()).toBe(1);
  });

  it('does not reload when storage cannot count reloads, so it can never loop', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const page = setup(broken);
    expect(page.failChunk()).toBe(false);
    expect(page.reloads()).toBe(0);
  });

  it('treats a damaged stored time as no earlier reload', () => {
    const storage = memoryStorage();
    storage.setItem('utsuru.chunk-reload-at', 'garbage');
    const page = setup(storage);
    expect(page.failChunk()).toBe(true);
  });

  it('stops listening', () => {
    const page = setup();
    page.stop();
    expect(page.failChunk()).toBe(false);
    expect(page.reloads()).toBe(0);
  });
});
