// Wrappers around the client's fetch. Spec §9: every fetch takes at least 200 ms, so quick
// answers do not make the page jump; and each fetch counts as loading for the progress bar.
// Wrapping fetch (not middleware) covers the CSRF retry too and ends even when a call throws.
import type { LoadingActivity } from '../loading/loading-activity';

export type FetchLike = (request: Request) => Promise<Response>;

export const minimumFetchDelayMs = 200;

export interface MinimumDelayOptions {
  minimumMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export function withMinimumDelay(fetch: FetchLike, options: MinimumDelayOptions = {}): FetchLike {
  const {
    minimumMs = minimumFetchDelayMs,
    now = () => performance.now(),
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  } = options;
  return async (request) => {
    const started = now();
    const settle = async () => {
      const remaining = minimumMs - (now() - started);
      if (remaining > 0) await sleep(remaining);
    };
    try {
      const response = await fetch(request);
      await settle();
      return response;
    } catch (error) {
      await settle();
      throw error;
    }
  };
}

export function withLoadingActivity(fetch: FetchLike, activity: Pick<LoadingActivity, 'begin'>): FetchLike {
  return async (request) => {
    const end = activity.begin();
    try {
      return await fetch(request);
    } finally {
      end();
    }
  };
}
