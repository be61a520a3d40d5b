import { describe, expect, it } from 'vitest';
import { createLoadingActivity } from '../loading/loading-activity';
import { withLoadingActivity, withMinimumDelay } from './paced-fetch';

function clock() {
  let time = 0;
  const slept: number[] = [];
  return {
    now: () => time,
    advance: (ms: number) => { time += ms; },
    sleep: async (ms: number) => { slept.push(ms); time += ms; },
    slept,
  };
}

const request = () => new Request('http://utsuru.test/utsuru-api/v1/prefs');

describe('withMinimumDelay', () => {
  it('makes a quick answer wait until 200 ms have passed', async () => {
    const c = clock();
    const fetch = withMinimumDelay(async () => { c.advance(30); return new Response('ok'); }, c);
    const response = await fetch(request());
    expect(await response.text()).toBe('ok');
    expect(c.slept).toEqual([170]);
    expect(c.now()).toBe(200);
  });

  it('does not delay an answer that took longer', async () => {
    const c = clock();
    const fetch = withMinimumDelay(async () => { c.advance(450); return new Response('ok'); }, c);
    await fetch(request());
    expect(c.slept).toEqual([]);
  });

  it('delays a network failure too, then rethrows it', async () => {
    const c = clock();
    const fetch = withMinimumDelay(async () => { throw new TypeError('offline'); }, c);
    await expect(fetch(request())).rejects.toThrow('offline');
    expect(c.slept).toEqual([200]);
  });

  it('takes another minimum', async () => {
    const c = clock();
    const fetch = withMinimumDelay(async () => new Response('ok'), { ...c, minimumMs: 0 });
    await fetch(request());
    expect(c.slept).toEqual([]);
  });
});

describe('withLoadingActivity', () => {
  it('counts the call as loading until it answers or fails', async () => {
    const activity = createLoadingActivity();
    let answer: (r: Response) => void = () => {};
    const fetch = withLoadingActivity(() => new Promise<Response>((resolve) => { answer = resolve; }), activity);
    const pending = fetch(request());
    expect(activity.busySince.get()).not.toBeNull();
    answer(new Response('ok'));
    await pending;
    expect(activity.busySince.get()).toBeNull();

    const failing = withLoadingActivity(async () => { throw new TypeError('offline'); }, activity);
    await expect(failing(request())).rejects.toThrow('offline');
    expect(activity.busySince.get()).toBeNull();
  });
});
