// The funnel end to end (issue 29): a thousand synthetic flows posted through the real endpoint,
// then read back from the operators' CSV and page and checked against what was sent; a value a
// resident typed is nowhere in the funnel's tables; unknown machines, states and events, a missing
// CSRF token and an operator without the token are refused.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FlowEvent } from '#shared/flow-funnel';
import { readConfig } from '../config';
import { openTestDatabase } from '../db/test-database';
import { signInResident } from '../testing/signed-in-resident';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';
import { bucketBoundsSeconds } from './funnel-buckets';
import { FLOW_SESSION_IDLE_MS } from './funnel-sessions';
import funnelPage from './register-funnel-page';
import { funnelDay } from './record-flow-events';

const operatorToken = 'funnel-operator-token-0123456789';
const funnelTables = ['flow_funnel_sessions', 'flow_funnel_states', 'flow_funnel_transitions', 'flow_funnel_durations'];

/** Steps of the normal flow as the SPA's machine takes them: [state entered, event]. */
const toConfirm: [string, string][] = [
  ['loading', 'xstate.init'],
  ['input', 'xstate.done.actor.loadDraft'],
  ['confirming.freezing', 'CONFIRM'],
  ['confirming.keying', 'xstate.done.actor.inputConfirm'],
  ['confirm', 'xstate.done.actor.createIdempotencyKey'],
];
const toSigning: [string, string][] = [...toConfirm, ['savingSession', 'SIGN'], ['promptauth.preparing', 'xstate.done.actor.tmpSave'], ['promptauth.signing', 'SIGNATURE_REQUESTED']];
const templates: [string, string][][] = [
  [...toSigning, ['thanks', 'xstate.done.actor.signing']],
  toConfirm.slice(0, 2),
  toConfirm,
  // Back to confirm after a failed signature: confirm is entered twice but counts once.
  [...toSigning, ['signatureFailed', 'xstate.done.actor.signing'], ['confirm', 'BACK']],
];
const templateOf = (i: number) => templates[[0, 0, 0, 0, 1, 1, 1, 2, 2, 3][i % 10]!]!;

const flowId = (i: number) => `flow${String(i).padStart(18, '0')}`;

function syntheticFlows(count: number): FlowEvent[][] {
  return Array.from({ length: count }, (_, i) => {
    let ms = 0;
    return templateOf(i).map(([state, event], step) => {
      if (step > 0) ms += ((i * 37 + step * 11) % 90) * 1000 + 500;
      return { flow: flowId(i), machine: 'normalFlow' as const, state, event, ms };
    });
  });
}

/** What the funnel must say of these flows, computed here independently of the server's code. */
function expectedOf(flows: FlowEvent[][]) {
  const states = new Map<string, number>();
  const exits = new Map<string, number>();
  const transitions = new Map<string, number>();
  const stays = new Map<string, number[]>();
  for (const events of flows) {
    for (const state of new Set(events.map((e) => e.state))) states.set(state, (states.get(state) ?? 0) + 1);
    const steps = new Set(events.slice(1).map((e, k) => `${events[k]!.state}|${e.event}|${e.state}`));
    for (const step of steps) transitions.set(step, (transitions.get(step) ?? 0) + 1);
    events.slice(1).forEach((e, k) => stays.set(events[k]!.state, [...(stays.get(events[k]!.state) ?? []), e.ms - events[k]!.ms]));
    const last = events.at(-1)!.state;
    if (!events.some((e) => e.state === 'thanks')) exits.set(last, (exits.get(last) ?? 0) + 1);
  }
  const median = (list: number[]) => {
    const lower = [...list].sort((a, b) => a - b)[Math.ceil(list.length / 2) - 1]!;
    const bound = bucketBoundsSeconds.find((seconds) => lower <= seconds * 1000);
    return bound === undefined ? '> 3600' : `≤ ${bound}`;
  };
  return { states, exits, transitions, medians: new Map([...stays].map(([state, list]) => [state, median(list)])) };
}

function parseCsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.trim().split('\n');
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, k) => [names[k]!, cell])));
}

describe('the funnel', () => {
  const server = useTestServer({ env: { OPERATOR_TOKEN: operatorToken } });
  const operator = (path: string, authorization = `Bearer ${operatorToken}`) => fetch(`${server().baseUrl}${path}`, { headers: { authorization } });
  const post = (browser: TestBrowser, body: unknown) => browser.postApi<{ recorded?: number; status?: { code: string } }>('flow_events', body, null);
  const funnelRows = async () => {
    const parts = await Promise.all(funnelTables.map(async (table) => JSON.stringify((await server().database.query(`select * from ${table}`)).rows)));
    return parts.join('\n');
  };

  it('counts a thousand synthetic flows exactly as they were sent', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const csrf = await browser.csrfToken();
    const flows = syntheticFlows(1000);
    const events = flows.flat();
    // Batches of 100 cut across flows, so a flow's events often arrive in two requests.
    for (let start = 0; start < events.length; start += 100) {
      const answer = await post(browser, { csrf_token: csrf, events: events.slice(start, start + 100) });
      expect(answer.status).toBe(200);
    }
    const day = funnelDay(server().clock.now());
    server().clock.advance(FLOW_SESSION_IDLE_MS + 60_000);

    const csvResponse = await operator(`/ops/funnel.csv?from=${day}&to=${day}`);
    expect(csvResponse.status).toBe(200);
    expect(csvResponse.headers.get('content-type')).toContain('text/csv');
    const csv = await csvResponse.text();
    const rows = parseCsv(csv).filter((row) => row.machine === 'normalFlow');
    const expected = expectedOf(flows);
    const stateRow = (state: string) => rows.find((row) => row.kind === 'state' && row.state === state)!;

    for (const [state, sessions] of expected.states) {
      expect(Number(stateRow(state).sessions), state).toBe(sessions);
      expect(Number(stateRow(state).exits), state).toBe(expected.exits.get(state) ?? 0);
      expect(stateRow(state).median_seconds, state).toBe(expected.medians.get(state) ?? '');
    }
    // '' counts the flows started, whatever their first state.
    expect(Number(stateRow('').sessions)).toBe(1000);
    expect(Number(stateRow('loading').sessions)).toBe(1000);
    expect(Number(stateRow('thanks').sessions)).toBe(400);
    expect(Number(stateRow('confirm').sessions)).toBe(700);
    expect([...expected.exits.values()].reduce((a, b) => a + b)).toBe(600);
    expect(rows.filter((row) => row.kind === 'state' && row.state !== '' && !expected.states.has(row.state!)).every((row) => row.sessions === '0')).toBe(true);

    const transitionRows = rows.filter((row) => row.kind === 'transition');
    expect(transitionRows).toHaveLength(expected.transitions.size);
    for (const row of transitionRows) {
      const sessions = expected.transitions.get(`${row.from}|${row.event}|${row.to}`);
      expect(Number(row.sessions), `${row.from} ${row.event} ${row.to}`).toBe(sessions);
      expect(row.share_percent).toBe((Math.round((sessions! / expected.states.get(row.from!)!) * 1000) / 10).toFixed(1));
    }

    // The page's tables say what the CSV says, row for row.
    const page = await (await operator(`/ops/funnel?from=${day}&to=${day}`)).text();
    for (const row of parseCsv(csv)) {
      const key = row.kind === 'state' ? `${row.machine}|state|${row.state}` : `${row.machine}|transition|${row.from}|${row.event}|${row.to}`;
      const tr = new RegExp(`<tr data-row="${key.replaceAll('.', '\\.').replaceAll('|', '\\|')}">(.*?)</tr>`).exec(page)?.[1];
      expect(tr, key).toBeDefined();
      const cells = [...tr!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((match) => match[1]!.replace('（ゴール）', '').replace('（フローの開始）', '').replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
      const fromCsv = row.kind === 'state' ? [row.state, row.sessions, row.share_percent, row.exits, row.median_seconds] : [row.from, row.event, row.to, row.sessions, row.share_percent];
      expect(cells, key).toEqual(fromCsv);
    }
    // The statechart is drawn with the heat map: the thanks state's box carries its figure.
    expect(page).toContain('data-state="thanks"');
    expect(page).toMatch(/class="sc-state[^"]*sc-heat[^"]*" data-state="thanks"/);
    expect(page).toContain('400件');
    // A step through a routing state (loading → routing → input) heats the arrow that fired.
    expect(page).toMatch(/class="sc-transition sc-heat" data-transition="normalFlow\.loading\|xstate\.done\.actor\.loadDraft\|\d+"/);
    expect(page).toMatch(/class="sc-transition sc-heat" data-transition="normalFlow\.input\|CONFIRM\|\d+"/);

    // Closed flows leave no hashed id behind.
    expect((await server().database.query('select count(*)::int as n from flow_funnel_sessions')).rows[0]).toEqual({ n: 0 });
  }, 120_000);

  it('keeps nothing a resident typed: a canary in the draft is nowhere in the funnel tables', async () => {
    const canary = 'カナリア鳥居坂Zq7';
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    expect((await resident.browser.postApi('user_session_form_create', {}, resident.csrf)).status).toBe(200);
    const applicant = { name: { last: canary, first: '太郎' }, name_kana: { last: 'ヤマダ', first: 'タロウ' }, birth_date: '1990/04/01', gender: 'male', phone: '090-1234-5678', email: 'taro@example.jp' };
    expect((await resident.browser.postApi('user_session_form_update', { phase: 1, mode: 1, values: applicant }, resident.csrf)).status).toBe(200);
    const flow = 'canaryFlow000000000000';
    const steps = toConfirm.map(([state, event], k) => ({ flow, machine: 'normalFlow', state, event, ms: k * 1000 }));
    expect((await post(resident.browser, { csrf_token: resident.csrf, events: steps })).status).toBe(200);
    // A client that tried to smuggle the value in a state or an event name is refused.
    for (const smuggled of [{ ...steps[1], state: canary }, { ...steps[1], state: 'Kanaria' }, { ...steps[1], event: `TYPED_${'Kanaria'}` }]) {
      expect((await post(resident.browser, { csrf_token: resident.csrf, events: [smuggled] })).status).toBe(400);
    }
    server().clock.advance(FLOW_SESSION_IDLE_MS + 60_000);
    expect((await operator('/ops/funnel.csv')).status).toBe(200);
    const stored = await funnelRows();
    expect(stored).toContain('confirming.keying');
    expect(stored).not.toContain(canary);
    expect(stored).not.toContain('Kanaria');
    expect(stored).not.toContain(flow);
  });

  it('counts each state and transition once per flow, also when two beacons of one flow arrive at once', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const csrf = await browser.csrfToken();
    const flow = 'twiceFlow0000000000000';
    const identitySteps = [
      { flow, machine: 'identityUpdate', state: 'requesting', event: 'xstate.init', ms: 0 },
      { flow, machine: 'identityUpdate', state: 'polling.waiting', event: 'xstate.done.actor.requestUpdate', ms: 1000 },
      { flow, machine: 'identityUpdate', state: 'polling.checking', event: 'xstate.after.pollInterval.identityUpdate.polling.waiting', ms: 2000 },
    ];
    const answers = await Promise.all([post(browser, { csrf_token: csrf, events: identitySteps }), post(browser, { csrf_token: csrf, events: identitySteps.slice(1) })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const { rows } = await server().database.query("select state, sessions from flow_funnel_states where machine = 'identityUpdate' order by state");
    expect(rows).toEqual([
      { state: '', sessions: 1 },
      { state: 'polling.checking', sessions: 1 },
      { state: 'polling.waiting', sessions: 1 },
      { state: 'requesting', sessions: 1 },
    ]);
    const transitions = await server().database.query("select from_state, to_state, sessions from flow_funnel_transitions where machine = 'identityUpdate' order by from_state");
    expect(transitions.rows).toEqual([
      { from_state: 'polling.waiting', to_state: 'polling.checking', sessions: 1 },
      { from_state: 'requesting', to_state: 'polling.waiting', sessions: 1 },
    ]);
  });

  it('counts what a late beacon alone saw: a flow’s first steps arriving after its later ones', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const csrf = await browser.csrfToken();
    const flow = 'lateFlow00000000000000';
    const steps = [
      { flow, machine: 'identityUpdate', state: 'requesting', event: 'xstate.init', ms: 0 },
      { flow, machine: 'identityUpdate', state: 'polling.waiting', event: 'xstate.done.actor.requestUpdate', ms: 1000 },
      { flow, machine: 'identityUpdate', state: 'polling.checking', event: 'xstate.after.pollInterval.identityUpdate.polling.waiting', ms: 2000 },
    ];
    await server().database.query("delete from flow_funnel_states where machine = 'identityUpdate'");
    await server().database.query("delete from flow_funnel_transitions where machine = 'identityUpdate'");
    expect((await post(browser, { csrf_token: csrf, events: steps.slice(1) })).status).toBe(200);
    expect((await post(browser, { csrf_token: csrf, events: steps.slice(0, 2) })).status).toBe(200);
    const { rows } = await server().database.query("select state, sessions from flow_funnel_states where machine = 'identityUpdate' order by state");
    expect(rows).toEqual([
      { state: '', sessions: 1 },
      { state: 'polling.checking', sessions: 1 },
      { state: 'polling.waiting', sessions: 1 },
      { state: 'requesting', sessions: 1 },
    ]);
    const transitions = await server().database.query("select from_state, to_state, sessions from flow_funnel_transitions where machine = 'identityUpdate' order by from_state");
    expect(transitions.rows).toEqual([
      { from_state: 'polling.waiting', to_state: 'polling.checking', sessions: 1 },
      { from_state: 'requesting', to_state: 'polling.waiting', sessions: 1 },
    ]);
  });

  it('refuses unknown machines, states and events, oversized batches, and records none of the batch', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const csrf = await browser.csrfToken();
    const before = await funnelRows();
    const good = { flow: 'goodFlow00000000000000', machine: 'normalFlow', state: 'loading', event: 'xstate.init', ms: 0 };
    for (const bad of [
      { ...good, machine: 'shoppingCart' },
      { ...good, state: 'checkout' },
      { ...good, state: 'confirming.nowhere' },
      { ...good, event: 'PAY' },
      { ...good, machine: 'signing', state: 'thanks' },
      { ...good, flow: 'short' },
      { ...good, ms: -1 },
      { ...good, typed: 'value' },
    ]) {
      const answer = await post(browser, { csrf_token: csrf, events: [good, bad] });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await post(browser, { csrf_token: csrf, events: Array.from({ length: 101 }, () => good) })).status).toBe(400);
    expect((await post(browser, { csrf_token: csrf, events: [] })).status).toBe(400);
    expect(await funnelRows()).toBe(before);
  });

  it('asks for the CSRF token in the body (sendBeacon sets no header), bound to the session cookie', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const csrf = await browser.csrfToken();
    const other = await new TestBrowser(server().baseUrl).csrfToken();
    const before = await funnelRows();
    const events = [{ flow: 'csrfFlow00000000000000', machine: 'myPage', state: 'loading', event: 'xstate.init', ms: 0 }];
    for (const body of [{ events }, { csrf_token: other, events }, { csrf_token: 'x'.repeat(43), events }]) {
      const answer = await post(browser, body);
      expect(answer.status).toBe(403);
      expect(answer.body.status?.code).toBe('INVALID_CSRF_TOKEN');
    }
    const stranger = new TestBrowser(server().baseUrl);
    expect((await post(stranger, { csrf_token: csrf, events })).status).toBe(403);
    expect(await funnelRows()).toBe(before);
    expect(await post(browser, { csrf_token: csrf, events })).toEqual({ status: 200, body: { recorded: 1 } });
  });

  it('shows the operators page and CSV only with OPERATOR_TOKEN, as a bearer token or a Basic password', async () => {
    const basic = (password: string) => `Basic ${Buffer.from(`operator:${password}`).toString('base64')}`;
    for (const path of ['/ops/funnel', '/ops/funnel.csv']) {
      for (const authorization of ['', 'Bearer wrong-token-0123456789abcdef', operatorToken, basic('wrong-token-0123456789abcdef')]) {
        const response = await operator(path, authorization);
        expect(response.status, `${path} ${authorization}`).toBe(401);
        expect(await response.text()).not.toContain('normalFlow');
      }
      expect((await operator(path)).status).toBe(200);
      expect((await operator(path, basic(operatorToken))).status).toBe(200);
    }
    const page = await operator('/ops/funnel');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    // A week by default, every machine drawn, with its tables.
    const today = funnelDay(server().clock.now());
    expect(html).toContain(`〜${today}`);
    for (const machine of ['normalFlow', 'additionFlow', 'revocationFlow', 'signing', 'identityUpdate', 'myPage']) {
      expect(html).toContain(`data-machine="${machine}"`);
      expect(html).toContain(`data-table="states-${machine}"`);
    }
    // The layout's stylesheet (the CSP allows no inline style) holds no figure: anyone may load it.
    expect(html).toContain('<link rel="stylesheet" href="/ops/funnel.css">');
    const css = await operator('/ops/funnel.css', '');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await operator('/ops/funnel?from=2026-13-01&to=2026-12-01')).status).toBe(400);
    expect((await operator('/ops/funnel?from=2024-01-01&to=2026-12-01')).status).toBe(400);
  });
});

describe('the funnel page without OPERATOR_TOKEN', () => {
  const app = async (production: boolean) => {
    const database = await openTestDatabase();
    const instance = Fastify();
    await instance.register(funnelPage, { db: database.db, clock: { now: () => new Date() }, token: undefined, production });
    return { instance, close: async () => { await instance.close(); await database.close(); } };
  };

  it('answers only a loopback client that no proxy forwarded, in development', async () => {
    const { instance, close } = await app(false);
    try {
      expect((await instance.inject({ url: '/ops/funnel', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await instance.inject({ url: '/ops/funnel.csv', remoteAddress: '203.0.113.7' })).statusCode).toBe(401);
      expect((await instance.inject({ url: '/ops/funnel', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(401);
    } finally {
      await close();
    }
  });

  it('does not exist in production', async () => {
    const { instance, close } = await app(true);
    try {
      expect((await instance.inject({ url: '/ops/funnel', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });

  it('asks for a token of 16 characters at least', () => {
    expect(() => readConfig({ OPERATOR_TOKEN: 'short' })).toThrow('OPERATOR_TOKEN must be at least 16 characters');
    expect(readConfig({ OPERATOR_TOKEN: operatorToken }).operatorToken).toBe(operatorToken);
  });
});
