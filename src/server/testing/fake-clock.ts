import type { Clock } from '../clock';

/** A clock tests move by hand, for session timeouts and date windows. */
export class FakeClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
