import { describe, expect, it } from 'vitest';
import { createKeyValueStore, createStore } from './create-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const parseColour = (text: string) => {
  const value: unknown = JSON.parse(text);
  return value === 'red' || value === 'blue' ? value : undefined;
};

describe('createStore', () => {
  it('holds a value, notifies subscribers on change and not on a same-value set', () => {
    const store = createStore(1);
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set(2);
    store.set((n) => n + 1);
    store.set(3);
    stop();
    store.set(4);
    expect(seen).toEqual([2, 3]);
    expect(store.get()).toBe(4);
  });

  it('resets to the initial value', () => {
    const store = createStore<string | null>(null);
    store.set('SPRING');
    store.reset();
    expect(store.get()).toBeNull();
  });

  it('persists, restores, and forgets on reset', () => {
    const storage = memoryStorage();
    const persist = { storage, key: 'colour', parse: parseColour };
    const first = createStore<'red' | 'blue' | null>(null, { persist });
    first.set('blue');
    expect(storage.items.get('colour')).toBe('"blue"');

    const second = createStore<'red' | 'blue' | null>(null, { persist });
    expect(second.get()).toBe('blue');
    second.reset();
    expect(storage.items.has('colour')).toBe(false);
  });

  it('ignores a stored value that does not parse, and storage that throws', () => {
    const storage = memoryStorage();
    storage.items.set('colour', '"green"');
    expect(createStore<'red' | 'blue' | null>(null, { persist: { storage, key: 'colour', parse: parseColour } }).get()).toBeNull();
    storage.items.set('colour', '{not json');
    expect(createStore<'red' | 'blue' | null>(null, { persist: { storage, key: 'colour', parse: parseColour } }).get()).toBeNull();

    const broken = {
      getItem: () => { throw new Error('disabled'); },
      setItem: () => { throw new Error('quota'); },
      removeItem: () => { throw new Error('disabled'); },
    };
    const store = createStore<'red' | 'blue' | null>('red', { persist: { storage: broken, key: 'colour', parse: parseColour } });
    store.set('blue');
    expect(store.get()).toBe('blue');
  });
});

describe('createKeyValueStore', () => {
  it('sets, reads and removes items immutably', () => {
    const store = createKeyValueStore<number>();
    const before = store.get();
    store.setItem('/mypage', 120);
    store.setItem('/step', 0);
    expect(store.getItem('/mypage')).toBe(120);
    expect(store.get()).toEqual({ '/mypage': 120, '/step': 0 });
    expect(before).toEqual({});
    store.removeItem('/mypage');
    expect(store.getItem('/mypage')).toBeUndefined();
    expect(store.get()).toEqual({ '/step': 0 });
  });

  it('does not treat inherited names as items', () => {
    const store = createKeyValueStore<string>();
    expect(store.getItem('toString')).toBeUndefined();
    let notified = 0;
    store.subscribe(() => { notified += 1; });
    store.removeItem('toString');
    expect(notified).toBe(0);
  });
});
