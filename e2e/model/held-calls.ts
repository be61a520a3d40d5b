// One API call's requests held at the network until a path's step lets each through (issue 29):
// the server then answers as it really does at that moment, so the order of the answers is the
// path's, not a race between the page's timers and the test.
import { expect, type Page } from '@playwright/test';
import { apiBasePath } from '#shared/config/brand';

export class HeldCalls {
  private readonly waiting: (() => void)[] = [];

  private constructor(private readonly operation: string) {}

  /** Holds every `method` request of `operation` the page makes from now on. */
  static async on(page: Page, operation: string, method: 'GET' | 'POST'): Promise<HeldCalls> {
    const calls = new HeldCalls(operation);
    await page.route((url) => url.pathname === `${apiBasePath}/${operation}`, async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await new Promise<void>((release) => calls.waiting.push(release));
      await route.continue();
    });
    return calls;
  }

  /** Waits until the page has made a request (the machine is in the state that calls). */
  async made(timeout = 30_000): Promise<void> {
    await expect.poll(() => this.waiting.length, { message: `a ${this.operation} request`, timeout }).toBeGreaterThan(0);
  }

  /** Lets the oldest held request reach the server. */
  async answerNext(): Promise<void> {
    await this.made();
    this.waiting.shift()?.();
  }

  /** Lets every held request through: ones whose answer the machine no longer waits for. */
  answerAll(): void {
    for (const release of this.waiting.splice(0)) release();
  }
}

/**
 * The server takes the next request to `path` (the whole URL path), and its answer never reaches
 * the page: a connection lost on the way back, as a submit the resident then sends again meets.
 */
export async function loseNextAnswer(page: Page, path: string): Promise<void> {
  await page.route((url) => url.pathname === path, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  }, { times: 1 });
}
