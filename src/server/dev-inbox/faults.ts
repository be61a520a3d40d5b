// Faults a webhook receiver can be told to show (decision 019), so the sender's retries,
// timeouts and dead ends can be watched in a demo and driven from tests: the development inbox's
// receivers and the tests' loopback receiver (src/server/testing/webhook-receiver.ts) share this
// model. The state is process memory on purpose: it is development tooling, not resident state,
// and a restart that forgets it simply makes the receivers healthy again.
import type { ServerResponse } from 'node:http';

export interface FaultSettings {
  /** Answer the next N messages with `failStatus` instead of taking them. */
  failNext: number;
  /** The status of an injected failure (500 unless set). */
  failStatus: number;
  /** Sent as Retry-After (seconds) with an injected failure; 0 sends none. */
  retryAfterSeconds: number;
  /** Wait this long before answering each message. */
  delayMs: number;
  /** Answer every message with `failStatus`. */
  alwaysFail: boolean;
  /** Never answer (until the caller gives up, or `holdMs` passes): a timeout for the sender. */
  hold: boolean;
  /** Cut the connection without an answer: a network error for the sender. */
  drop: boolean;
}

export const healthy: Readonly<FaultSettings> = { failNext: 0, failStatus: 500, retryAfterSeconds: 0, delayMs: 0, alwaysFail: false, hold: false, drop: false };

/** The key whose settings apply to every recipient that has none of its own. */
export const everyRecipient = '*';

/** How long a held request is kept at most; far longer than any sender's timeout. */
export const HOLD_MS = 120_000;

/** What to do with one arriving message. */
export type FaultAction =
  | { kind: 'take'; delayMs: number }
  | { kind: 'fail'; status: number; retryAfterSeconds: number; delayMs: number }
  | { kind: 'hold' }
  | { kind: 'drop'; delayMs: number };

export class FaultBook {
  readonly #settings = new Map<string, FaultSettings>();

  /** A recipient's own settings, else those for every recipient (one object: `failNext` then counts all their messages). */
  #find(recipient: string): FaultSettings | undefined {
    return this.#settings.get(recipient) ?? this.#settings.get(everyRecipient);
  }

  of(recipient: string): FaultSettings {
    return { ...(this.#find(recipient) ?? healthy) };
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
    const settings = this.#find(recipient);
    if (!settings) return { kind: 'take', delayMs: 0 };
    const { delayMs, failStatus: status, retryAfterSeconds } = settings;
    if (settings.hold) return { kind: 'hold' };
    if (settings.drop) return { kind: 'drop', delayMs };
    if (settings.alwaysFail) return { kind: 'fail', status, retryAfterSeconds, delayMs };
    if (settings.failNext > 0) {
      settings.failNext -= 1;
      return { kind: 'fail', status, retryAfterSeconds, delayMs };
    }
    return { kind: 'take', delayMs };
  }
}

/**
 * Waits out an action before its answer: its delay, or for a hold until the caller goes away,
 * HOLD_MS pass, or the server closes and calls every release in `held`.
 */
export async function waitOut(action: FaultAction, response: ServerResponse, held: Set<() => void>): Promise<void> {
  if (action.kind !== 'hold') {
    if (action.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, action.delayMs));
    return;
  }
  await new Promise<void>((resolve) => {
    const release = () => {
      clearTimeout(timer);
      held.delete(release);
      resolve();
    };
    const timer = setTimeout(release, HOLD_MS);
    held.add(release);
    response.once('close', release);
  });
}

/** The headers of an injected failure. */
export const failureHeaders = (action: Extract<FaultAction, { kind: 'fail' }>): Record<string, string> =>
  action.retryAfterSeconds > 0 ? { 'retry-after': String(action.retryAfterSeconds) } : {};
