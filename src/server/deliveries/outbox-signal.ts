// An in-process doorbell from the submission to the delivery job (decision 019): after a
// submission commits, its messages are sent within about a second instead of at the job's next
// scheduled run. Only a hint: without a listener (JOBS=off, tests without jobs) ringing does
// nothing, and the job's own schedule still finds every due delivery.
export interface OutboxSignal {
  /** New messages are in the outbox. */
  notify(): void;
  /** Calls `listener` on every notify until the returned function is called. */
  subscribe(listener: () => void): () => void;
}

export function createOutboxSignal(): OutboxSignal {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
