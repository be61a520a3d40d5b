// Wrong-PIN counters of the test residents' cards. A real card keeps its counter on the chip;
// this development stand-in keeps it in process memory, starting from the fixture's values,
// and forgets it on restart (which is how a tester "resets" a locked dev card).

export type PinCheck = 'ok' | 'wrong' | 'locked';

export class PinAttempts {
  readonly #failures = new Map<string, number>();

  constructor(
    /** Wrong tries that lock the card: 3 for the login PIN, 5 for the signing PIN. */
    readonly limit: number,
    initial: Iterable<[id: string, failures: number]> = [],
  ) {
    for (const [id, failures] of initial) this.#failures.set(id, failures);
  }

  isLocked(id: string): boolean {
    return (this.#failures.get(id) ?? 0) >= this.limit;
  }

  /** Wrong tries left before the card locks. */
  remaining(id: string): number {
    return Math.max(this.limit - (this.#failures.get(id) ?? 0), 0);
  }

  /** Checks a PIN the way the card does: a locked card refuses even the right PIN. */
  check(id: string, expected: string, given: string): PinCheck {
    if (this.isLocked(id)) return 'locked';
    if (given === expected) {
      this.#failures.set(id, 0);
      return 'ok';
    }
    this.#failures.set(id, (this.#failures.get(id) ?? 0) + 1);
    return this.isLocked(id) ? 'locked' : 'wrong';
  }
}
