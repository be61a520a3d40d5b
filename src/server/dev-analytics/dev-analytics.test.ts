// Issue 24, point 7: the development analytics sink. Off by default (no route, no meta element);
// on with ANALYTICS_DEV_SINK=on, where the page names it, it takes the SPA's two events from the
// app's own origin as JSON only, refuses anything else, and lists what it took; production refuses it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyticsSinkMetaName, analyticsSinkPath } from '#shared/config/analytics-sink';
import { readConfig } from '../config';
import { useTestServer } from '../testing/test-server';
import type { SunkEvent } from './sink-events';

const webRoots: string[] = [];
afterAll(() => webRoots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A built SPA of one page, enough to see what the server puts in its head. */
function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'utsuru-sink-web-'));
  webRoots.push(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>うつる</title></head><body></body></html>');
  return root;
}

const meta = `<meta name="${analyticsSinkMetaName}" content="${analyticsSinkPath}">`;
const pageView = { type: 'page_view', path: '/mypage', title: 'マイページ｜うつる 引越し手続き' };
const errorPage = { type: 'error_page', status: 404, title: 'ページが見つかりません', path: '/no-such-page' };

describe('the development analytics sink, on', () => {
  const server = useTestServer({ webRoot: webRoot(), env: { ANALYTICS_DEV_SINK: 'on' } });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server().baseUrl}${analyticsSinkPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server().baseUrl, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const list = async (after = 0): Promise<SunkEvent[]> => ((await (await fetch(`${server().baseUrl}${analyticsSinkPath}?after=${after}`)).json()) as { events: SunkEvent[] }).events;

  it('names the sink in the page, on every route', async () => {
    for (const route of ['/', '/mypage', '/no-such-page']) expect(await (await fetch(`${server().baseUrl}${route}`)).text()).toContain(meta);
  });

  it('takes both events from the app’s own origin and lists them in order, after a given number', async () => {
    const start = (await list()).at(-1)?.seq ?? 0;
    expect((await post(pageView)).status).toBe(204);
    expect((await post(errorPage)).status).toBe(204);
    const events = await list(start);
    expect(events.map(({ seq: _seq, at: _at, ...event }) => event)).toEqual([pageView, errorPage]);
    expect(events[1]!.seq).toBe(events[0]!.seq + 1);
    expect(await list(events[0]!.seq)).toEqual([events[1]]);
  });

  it.each([
    ['another origin', pageView, { origin: 'https://evil.example' }, 403],
    ['no origin', pageView, { origin: '' }, 403],
    ['a form’s text/plain', JSON.stringify(pageView), { 'content-type': 'text/plain' }, 415],
    ['an unknown type', { ...pageView, type: 'click' }, {}, 400],
    ['an extra field', { ...pageView, name: '山田 太郎' }, {}, 400],
    ['a query in the path', { ...pageView, path: '/mypage?email=a@example.jp' }, {}, 400],
    ['a status that is no error', { ...errorPage, status: 200 }, {}, 400],
    ['no title', { type: 'page_view', path: '/' }, {}, 400],
    ['not JSON', '{', {}, 400],
  ])('refuses %s', async (_why, body, headers, status) => {
    const start = (await list()).at(-1)?.seq ?? 0;
    expect((await post(body, headers)).status).toBe(status);
    expect(await list(start)).toEqual([]);
  });

  it('refuses a listing after something that is not a number', async () => {
    expect((await fetch(`${server().baseUrl}${analyticsSinkPath}?after=x`)).status).toBe(400);
  });
});

describe('the development analytics sink, by default', () => {
  const server = useTestServer({ webRoot: webRoot() });

  it('does not exist, and the page names none', async () => {
    expect(await (await fetch(`${server().baseUrl}/`)).text()).not.toContain(analyticsSinkMetaName);
    const posted = await fetch(`${server().baseUrl}${analyticsSinkPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server().baseUrl },
      body: JSON.stringify(pageView),
    });
    expect(posted.status).toBe(404);
  });
});

describe('ANALYTICS_DEV_SINK', () => {
  it('is off unless on, and a mistyped value is an error', () => {
    expect(readConfig({}).analyticsDevSink).toBe(false);
    expect(readConfig({ ANALYTICS_DEV_SINK: 'off' }).analyticsDevSink).toBe(false);
    expect(readConfig({ ANALYTICS_DEV_SINK: 'on' }).analyticsDevSink).toBe(true);
    expect(() => readConfig({ ANALYTICS_DEV_SINK: 'yes' })).toThrow('ANALYTICS_DEV_SINK must be on or off');
  });

  it('is refused in production', () => {
    const production = { NODE_ENV: 'production', IDP_PROVIDERS: '[]', DOCUMENT_ENCRYPTION_KEY: 'k', IDENTITY_HASH_KEY: 'k', CSRF_TOKEN_KEY: 'k' };
    expect(() => readConfig({ ...production, ANALYTICS_DEV_SINK: 'on' })).toThrow('ANALYTICS_DEV_SINK is for development only');
    expect(readConfig(production).analyticsDevSink).toBe(false);
  });
});
