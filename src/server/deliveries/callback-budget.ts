// What one calling address may cost the status callback (issue 26). A call without a valid
// signature costs a secrets read and a few HMACs: each address has a small budget of such
// failures a minute, read before the recipient is looked up and counted per address only, so
// inventing recipient ids buys nothing and leaves no row per id. A signed caller is limited per
// address and recipient, counted only once its signature holds.
import type { RateCount, RateCounter } from '../repositories/rate-limit-store';

const WINDOW_MS = 60_000;
/** Unsigned, mis-signed or stale calls a minute from one address. */
export const CALLBACK_FAILURE_LIMIT = 30;
/** Signed reports a minute from one address for one recipient: a busy day stays well under 5 a second; a 429 is retried. */
export const CALLBACK_LIMIT = 300;

/** Whether a call may go on, and when not, the seconds until its window ends (sent as Retry-After). */
export type BudgetVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const verdict = (count: RateCount, within: boolean): BudgetVerdict => (within ? { allowed: true } : { allowed: false, retryAfterSeconds: count.secondsLeft });

export function createCallbackBudget(counter: RateCounter) {
  return {
    /** Refused once the address has used up its failures: checked before any secret is read. */
    beforeVerifying: async (address: string): Promise<BudgetVerdict> => {
      const count = await counter.read('callback-failures', address, WINDOW_MS);
      return verdict(count, count.hits < CALLBACK_FAILURE_LIMIT);
    },
    spendFailure: async (address: string): Promise<void> => {
      await counter.hit('callback-failures', address, WINDOW_MS);
    },
    /** Counts a signed report; refused once the recipient's budget from this address is spent. */
    spendSigned: async (address: string, recipient: string): Promise<BudgetVerdict> => {
      const count = await counter.hit('callback', `${address}\n${recipient}`, WINDOW_MS);
      return verdict(count, count.hits <= CALLBACK_LIMIT);
    },
  };
}

export type CallbackBudget = ReturnType<typeof createCallbackBudget>;
