// Time is injected so that session timeouts can be tested with a fake clock.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
