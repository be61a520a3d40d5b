// Wrong-PIN counters of the test residents' cards. A real card keeps its counter on the chip;
// this development stand-in keeps it in the database when the app mounts it, so every app process
// behind a load balancer counts the same tries (decision 026), and in process memory for the IdP
// on its own (its tests). Either starts from the fixture's values, and a start resets them
// (which is how a tester "resets" a locked dev card).

export type PinCheck = 'ok' | 'wrong' | 'locked';

/** Where a card's wrong tries are counted (the database's store: repositories/dev-pin-failure-store.ts). */
export interface PinFailureCounter {
  /** The wrong tries counted so far. */
  failures(subject: string): Promise<number>;
  /** Counts one more wrong try, never past `limit`; answers the count. */
  addFailure(subject: string, limit: number): Promise<number>;
  /** Clears the count unless it reached `limit`; answers whether it did. */
  clearBelow(subject: string, limit: number): Promise<boolean>;
}

/** The counts in this process's memory, for the IdP mounted without the app's database. */
export function memoryPinFailures(initial: Iterable<[subject: string, failures: number]>): PinFailureCounter {
  const counts = new Map(initial);
  return {
    failures: async (subject) => counts.get(subject) ?? 0,
    async addFailure(subject, limit) {
      const count = Math.min((counts.get(subject) ?? 0) + 1, limit);
      counts.set(subject, count);
      return count;
    },
    async clearBelow(subject, limit) {
      if ((counts.get(subject) ?? 0) >= limit) return false;
      counts.set(subject, 0);
      return true;
    },
  };
}

export class PinAttempts {
  constructor(
    /** Wrong tries that lock the card: 3 for the login PIN, 5 for the signing PIN. */
    readonly limit: number,
    private readonly counter: PinFailureCounter,
  ) {}

  async isLocked(subject: string): Promise<boolean> {
    return (await this.counter.failures(subject)) >= this.limit;
  }

  /** Wrong tries left before the card locks. */
  async remaining(subject: string): Promise<number> {
    return Math.max(this.limit - (await this.counter.failures(subject)), 0);
  }

  /** Checks a PIN the way the card does: a locked card refuses even the right PIN. */
  async check(subject: string, expected: string, given: string): Promise<PinCheck> {
    if (given === expected) return (await this.counter.clearBelow(subject, this.limit)) ? 'ok' : 'locked';
    return (await this.counter.addFailure(subject, this.limit)) >= this.limit ? 'locked' : 'wrong';
  }
}
