// The development analytics sink (issue 24, point 7): where a build without a measurement id
// reports when the server names a sink in the page (ANALYTICS_DEV_SINK=on). Each event is one
// same-origin JSON post; keepalive lets the post of a page being left still go out. A failed
// post is nobody's concern: analytics never stands in a resident's way.
import { analyticsSinkMetaName } from '#shared/config/analytics-sink';
import type { AnalyticsAdapter } from './analytics-event';

export type PostJson = (url: string, body: string) => Promise<unknown>;

const postJson: PostJson = (url, body) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' });

export function createDevSinkAdapter(url: string, post: PostJson = postJson): AnalyticsAdapter {
  return {
    send(event) {
      post(url, JSON.stringify(event)).catch(() => undefined);
    },
  };
}

/** The sink the page names: a path of this origin (`/…`, not `//…`), or null. */
export function sinkNamedIn(doc: Pick<Document, 'querySelector'>): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${analyticsSinkMetaName}"]`)?.content ?? '';
  return /^\/(?![/\\])/.test(content) ? content : null;
}
