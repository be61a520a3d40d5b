// The funnel's listener in a DOM (issue 29): batches go by sendBeacon with the CSRF token in the
// body, on pagehide, when the page is hidden and on a timer; each flow start gets a new random id;
// a resident with Do Not Track or Global Privacy Control sends nothing at all.
import { afterEach, describe, expect, it } from 'vitest';
import { createFunnelListener, flowEventsUrl, type FunnelListener } from './funnel-listener';

const token = 'T'.repeat(43);

function fakeNavigator(signals: { doNotTrack?: string; globalPrivacyControl?: boolean } = {}) {
  const beacons: { url: string; body: { csrf_token: string; events: { flow: string; machine: string; state: string; event: string; ms: number }[] }; type: string }[] = [];
  const pending: Promise<void>[] = [];
  const nav = {
    doNotTrack: signals.doNotTrack ?? null,
    globalPrivacyControl: signals.globalPrivacyControl,
    sendBeacon(url: string, data: Blob) {
      pending.push(data.text().then((text) => void beacons.push({ url, body: JSON.parse(text), type: data.type })));
      return true;
    },
  } as unknown as Navigator;
  return { nav, beacons, settled: () => Promise.all(pending) };
}

describe('the funnel listener', () => {
  let listener: FunnelListener | undefined;
  afterEach(() => listener?.stop());
  let clock = 0;
  const start = (nav: Navigator, intervalMs = 60_000) => {
    clock = 1000;
    listener = createFunnelListener({ csrfToken: async () => token, navigator: nav, now: () => clock, intervalMs });
    return listener;
  };

  it('sends the states entered, with the time since the flow began, in one beacon on pagehide', async () => {
    const { nav, beacons, settled } = fakeNavigator();
    const listen = start(nav);
    listen({ machine: 'normalFlow', actor: 'x:1', state: 'loading', event: 'xstate.init' });
    clock += 250;
    listen({ machine: 'normalFlow', actor: 'x:1', state: { confirming: 'keying' }, event: 'xstate.done.actor.inputConfirm' });
    listen({ machine: 'loginStart', actor: 'x:2', state: 'idle', event: 'xstate.init' });
    await Promise.resolve();
    window.dispatchEvent(new Event('pagehide'));
    await settled();
    expect(beacons).toHaveLength(1);
    const [beacon] = beacons;
    expect(beacon!.url).toBe(flowEventsUrl);
    expect(beacon!.type).toBe('application/json');
    expect(beacon!.body.csrf_token).toBe(token);
    const flow = beacon!.body.events[0]!.flow;
    expect(flow).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Only the funnel's machines, the deepest state, nothing else.
    expect(beacon!.body.events).toEqual([
      { flow, machine: 'normalFlow', state: 'loading', event: 'xstate.init', ms: 0 },
      { flow, machine: 'normalFlow', state: 'confirming.keying', event: 'xstate.done.actor.inputConfirm', ms: 250 },
    ]);
  });

  it('makes a new random id for each run of a flow, and sends when the page is hidden or on the timer', async () => {
    const { nav, beacons, settled } = fakeNavigator();
    const listen = start(nav, 20);
    listen({ machine: 'myPage', actor: 'x:1', state: 'loading', event: 'xstate.init' });
    listen({ machine: 'myPage', actor: 'x:2', state: 'loading', event: 'xstate.init' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await settled();
    const events = beacons.flatMap((beacon) => beacon.body.events);
    expect(events).toHaveLength(2);
    expect(events[0]!.flow).not.toBe(events[1]!.flow);

    listen({ machine: 'myPage', actor: 'x:2', state: { ready: { listed: 'watching' } }, event: 'xstate.done.actor.loadApplications' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await settled();
    expect(beacons.flatMap((beacon) => beacon.body.events).at(-1)).toMatchObject({ state: 'ready.listed.watching', flow: events[1]!.flow });
  });

  for (const [name, signals] of [
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ] as const) {
    it(`sends nothing at all with ${name}`, async () => {
      const { nav, beacons, settled } = fakeNavigator(signals);
      const listen = start(nav, 10);
      listen({ machine: 'normalFlow', actor: 'x:1', state: 'loading', event: 'xstate.init' });
      listen({ machine: 'normalFlow', actor: 'x:1', state: 'input', event: 'xstate.done.actor.loadDraft' });
      await new Promise((resolve) => setTimeout(resolve, 40));
      window.dispatchEvent(new Event('pagehide'));
      listen.flush();
      await settled();
      expect(beacons).toEqual([]);
    });
  }
});
