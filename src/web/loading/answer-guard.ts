// An effect that starts a load must drop its answer once the effect is cleaned up (the page was
// left, or what it loaded for changed): else a stale answer is shown, or its failure reported.
// One guard per effect run: its handlers run only until `end`, which is the effect's cleanup.

export interface AnswerGuard {
  /** `handle`, run only while the effect is live. */
  whileLive<Args extends unknown[]>(handle: (...args: Args) => void): (...args: Args) => void;
  /** The effect's cleanup: from now on, answers are dropped. */
  end(): void;
}

export function answerGuard(): AnswerGuard {
  let live = true;
  return {
    whileLive:
      (handle) =>
      (...args) => {
        if (live) handle(...args);
      },
    end: () => {
      live = false;
    },
  };
}
