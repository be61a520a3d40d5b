// How many requests a scanner sent, counted by the app itself: GET /metrics (loopback, no token in
// development) holds a count per method, route template and status code, so the difference
// between two scrapes is what reached the app meanwhile, by status. Requests Node's HTTP parser
// refused before Fastify saw them are not in it.
import { setTimeout as delay } from 'node:timers/promises';

export type RequestCounts = Map<string, { method: string; route: string; status: number; count: number }>;

const countLine = /^http_request_duration_seconds_count\{([^}]*)\} (\d+)$/;

/** The app's request counts now (the scrapes themselves left out). */
export async function readRequestCounts(origin: string): Promise<RequestCounts> {
  const response = await fetch(new URL('/metrics', origin));
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  const counts: RequestCounts = new Map();
  for (const line of (await response.text()).split('\n')) {
    const match = countLine.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[1]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]));
    if (labels.route === '/metrics') continue;
    const key = `${labels.method} ${labels.route} ${labels.status_code}`;
    counts.set(key, { method: labels.method ?? '', route: labels.route ?? '', status: Number(labels.status_code), count: Number(match[2]) });
  }
  return counts;
}

export interface RequestTally {
  total: number;
  /** By status class: `2xx`, `3xx`, `4xx`, `5xx`. */
  byClass: Record<string, number>;
  /** Answers of 429 (rate limits), which stop a scanner short on the limited operations. */
  tooMany: number;
  /** Each method, route and status of a 5xx answer, with its count. */
  serverErrors: string[];
}

/** What reached the app between two readings. */
export function tallyBetween(before: RequestCounts, after: RequestCounts): RequestTally {
  const tally: RequestTally = { total: 0, byClass: {}, tooMany: 0, serverErrors: [] };
  for (const [key, { status, count }] of after) {
    const added = count - (before.get(key)?.count ?? 0);
    if (added <= 0) continue;
    tally.total += added;
    const statusClass = `${Math.floor(status / 100)}xx`;
    tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + added;
    if (status === 429) tally.tooMany += added;
    if (status >= 500) tally.serverErrors.push(`${key}: ${added}`);
  }
  return tally;
}

/** Counts a run's requests: the last answers are counted when sent, so wait a moment for them. */
export async function countRequests<T>(origin: string, run: () => Promise<T>): Promise<{ result: T; tally: RequestTally }> {
  const before = await readRequestCounts(origin);
  const result = await run();
  await delay(200);
  return { result, tally: tallyBetween(before, await readRequestCounts(origin)) };
}
