// One tiny typed store shape for every client store of spec §3 ("other client stores"), so
// React reads them through useSyncExternalStore and plain modules (middleware, machines'
// providers) read and write them without React.

export interface Store<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  /** Back to the initial value (and forget the persisted copy). */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** Where a store keeps a copy that outlives the page (localStorage for the start-button type). */
export interface Persistence<T> {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  key: string;
  /** Turns the stored text back into a value; `undefined` when it is not one (then the initial value is used). */
  parse(text: string): T | undefined;
}

function readPersisted<T>(persist: Persistence<T>): T | undefined {
  try {
    const text = persist.storage.getItem(persist.key);
    return text === null ? undefined : persist.parse(text);
  } catch {
    // Storage can be disabled (private mode, quota): the store still works in memory.
    return undefined;
  }
}

function writePersisted<T>(persist: Persistence<T>, value: T | undefined): void {
  try {
    if (value === undefined) persist.storage.removeItem(persist.key);
    else persist.storage.setItem(persist.key, JSON.stringify(value));
  } catch {
    // See readPersisted.
  }
}

export function createStore<T>(initial: T, options: { persist?: Persistence<T> } = {}): Store<T> {
  const { persist } = options;
  let value = (persist && readPersisted(persist)) ?? initial;
  const listeners = new Set<() => void>();

  function publish(next: T, persisted: T | undefined): void {
    if (persist) writePersisted(persist, persisted);
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      publish(resolved, resolved);
    },
    // Forget the persisted copy too, so the next visit starts from the initial value.
    reset: () => publish(initial, undefined),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store of values by key (page-value, page-option-value, page-error, page-scroll-y). */
export interface KeyValueStore<V> extends Store<Readonly<Record<string, V>>> {
  getItem(key: string): V | undefined;
  setItem(key: string, value: V): void;
  removeItem(key: string): void;
}

export function createKeyValueStore<V>(): KeyValueStore<V> {
  const store = createStore<Readonly<Record<string, V>>>({});
  return {
    ...store,
    getItem: (key) => (Object.hasOwn(store.get(), key) ? store.get()[key] : undefined),
    setItem: (key, value) => store.set((all) => ({ ...all, [key]: value })),
    removeItem(key) {
      if (!Object.hasOwn(store.get(), key)) return;
      store.set((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)));
    },
  };
}
