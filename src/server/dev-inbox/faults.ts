// Faults the development inbox's receivers can be told to show (decision 019), so the sender's
// retries, timeouts and dead ends can be watched in a demo and driven from tests. The state is
// process memory on purpose: it is development tooling, not resident state, and a restart that
// forgets it simply makes the receivers healthy again.

export interface FaultSettings {
  /** Answer the next N messages with `failStatus` instead of taking them. */
  failNext: number;
  /** The status of an injected failure (500 unless set). */
  failStatus: number;
  /** Wait this long before answering each message. */
  delayMs: number;
  /** Answer every message with `failStatus`. */
  alwaysFail: boolean;
  /** Never answer (until the caller gives up, or `holdMs` passes): a timeout for the sender. */
  hold: boolean;
}

export const healthy: Readonly<FaultSettings> = { failNext: 0, failStatus: 500, delayMs: 0, alwaysFail: false, hold: false };

/** How long a held request is kept at most; far longer than any sender's timeout. */
export const HOLD_MS = 120_000;

/** What to do with one arriving message. */
export type FaultAction = { kind: 'take'; delayMs: number } | { kind: 'fail'; status: number; delayMs: number } | { kind: 'hold' };

export class FaultBook {
  readonly #settings = new Map<string, FaultSettings>();

  of(recipient: string): FaultSettings {
    return { ...(this.#settings.get(recipient) ?? healthy) };
  }

  set(recipient: string, changes: Partial<FaultSettings>): FaultSettings {
    const next = { ...this.of(recipient), ...changes };
    this.#settings.set(recipient, next);
    return { ...next };
  }

  clear(recipient?: string): void {
    if (recipient === undefined) this.#settings.clear();
    else this.#settings.delete(recipient);
  }

  /** Decides the next message's fate, using up one of the `failNext` failures. */
  next(recipient: string): FaultAction {
    const settings = this.#settings.get(recipient);
    if (!settings) return { kind: 'take', delayMs: 0 };
    if (settings.hold) return { kind: 'hold' };
    if (settings.alwaysFail) return { kind: 'fail', status: settings.failStatus, delayMs: settings.delayMs };
    if (settings.failNext > 0) {
      settings.failNext -= 1;
      return { kind: 'fail', status: settings.failStatus, delayMs: settings.delayMs };
    }
    return { kind: 'take', delayMs: settings.delayMs };
  }
}
