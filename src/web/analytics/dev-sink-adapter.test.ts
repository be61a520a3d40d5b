import { describe, expect, it } from 'vitest';
import { createDevSinkAdapter, sinkNamedIn } from './dev-sink-adapter';

/** A document holding (or not) the server's meta element. */
const documentWith = (content: string | null) => ({
  querySelector: (selector: string) => (content !== null && selector === 'meta[name="utsuru-analytics-sink"]' ? ({ content } as HTMLMetaElement) : null),
}) as Pick<Document, 'querySelector'>;

describe('development analytics sink adapter', () => {
  it('posts each event as JSON to the sink', async () => {
    const posts: [string, unknown][] = [];
    const adapter = createDevSinkAdapter('/dev-analytics/events', async (url, body) => void posts.push([url, JSON.parse(body)]));
    adapter.send({ type: 'page_view', path: '/mypage', title: 'マイページ｜うつる 引越し手続き' });
    adapter.send({ type: 'error_page', status: 404, title: 'ページが見つかりません', path: '/x' });
    await Promise.resolve();
    expect(posts).toEqual([
      ['/dev-analytics/events', { type: 'page_view', path: '/mypage', title: 'マイページ｜うつる 引越し手続き' }],
      ['/dev-analytics/events', { type: 'error_page', status: 404, title: 'ページが見つかりません', path: '/x' }],
    ]);
  });

  it('lets a failed post go', async () => {
    const adapter = createDevSinkAdapter('/dev-analytics/events', () => Promise.reject(new Error('offline')));
    expect(() => adapter.send({ type: 'page_view', path: '/', title: 't' })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it.each([
    ['/dev-analytics/events', '/dev-analytics/events'],
    [null, null],
    ['', null],
    ['//evil.example/collect', null],
    ['/\\evil.example', null],
    ['https://evil.example/collect', null],
  ])('the page naming %j reports to %j', (content, expected) => {
    expect(sinkNamedIn(documentWith(content))).toBe(expected);
  });
});
