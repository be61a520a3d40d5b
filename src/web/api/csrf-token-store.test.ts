import { describe, expect, it } from 'vitest';
import { createCsrfTokenStore } from './csrf-token-store';

describe('csrf token store', () => {
  it('fetches on first use and then reuses the token', async () => {
    let calls = 0;
    const store = createCsrfTokenStore(async () => `t${++calls}`);
    expect(await store.current()).toBe('t1');
    expect(await store.current()).toBe('t1');
    expect(calls).toBe(1);
  });

  it('shares one fetch between concurrent callers', async () => {
    let calls = 0;
    const store = createCsrfTokenStore(async () => `t${++calls}`);
    const tokens = await Promise.all([store.current(), store.current(), store.refresh()]);
    expect(tokens).toEqual(['t1', 't1', 't1']);
    expect(calls).toBe(1);
  });

  it('replaces the token on refresh', async () => {
    let calls = 0;
    const store = createCsrfTokenStore(async () => `t${++calls}`);
    await store.current();
    expect(await store.refresh()).toBe('t2');
    expect(await store.current()).toBe('t2');
  });

  it('does not keep a failed fetch', async () => {
    let calls = 0;
    const store = createCsrfTokenStore(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return `t${calls}`;
    });
    await expect(store.current()).rejects.toThrow('offline');
    expect(await store.current()).toBe('t2');
  });
});
