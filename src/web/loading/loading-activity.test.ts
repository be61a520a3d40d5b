import { describe, expect, it } from 'vitest';
import { createLoadingActivity } from './loading-activity';

describe('loading activity', () => {
  it('is busy from the first load started until the last one ended, each end counting once', () => {
    let time = 100;
    const activity = createLoadingActivity(() => time);
    const endA = activity.begin();
    time = 150;
    const endB = activity.begin();
    expect(activity.busySince.get()).toBe(100);
    endA();
    endA();
    expect(activity.busySince.get()).toBe(100);
    endB();
    expect(activity.busySince.get()).toBeNull();

    time = 900;
    activity.begin();
    expect(activity.busySince.get()).toBe(900);
  });
});
