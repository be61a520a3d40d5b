// Makes one API call fail in the browser, to show how the SPA renders a failure the real server
// does not produce on demand (a 500, a broken session read). This fakes the network at the
// browser's edge only: the SPA, its error catalogue and the error-routing machine run for real,
// and every other call still reaches the real server.
import type { Page } from '@playwright/test';
import { apiBasePath } from '#shared/config/brand';

export interface FakeFailure {
  /** HTTP status of the fake answer (the client decides by path + code, not by this). */
  httpStatus: number;
  code: string;
  message?: string;
}

/**
 * `operation` is the path under the API base, e.g. 'auth_status' or 'user_session/2'. The client
 * reads a draft only when user_session_summaries lists it (decision 018), so faking a draft read
 * also makes the summaries list that draft.
 */
export async function failApiCall(page: Page, operation: string, failure: FakeFailure): Promise<() => Promise<void>> {
  const url = `**${apiBasePath}/${operation}`;
  const draftPhase = /^user_session\/(\d)$/.exec(operation)?.[1];
  const summariesUrl = `**${apiBasePath}/user_session_summaries`;
  if (draftPhase) {
    await page.route(summariesUrl, async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { drafts: { phase: number }[] };
      const phase = Number(draftPhase);
      const listed = body.drafts.some((draft) => draft.phase === phase)
        ? body.drafts
        : [...body.drafts, { phase, step1_complete: false, step2_complete: false, last_saved_at: new Date().toISOString() }];
      await route.fulfill({ response: real, json: { drafts: listed.sort((a, b) => a.phase - b.phase) } });
    });
  }
  await page.route(url, (route) =>
    route.fulfill({
      status: failure.httpStatus,
      contentType: 'application/json',
      body: JSON.stringify({ status: { code: failure.code, message: failure.message ?? failure.code } }),
    }),
  );
  // Stops faking, so the page the error button leads to loads for real.
  return async () => {
    await page.unroute(url);
    if (draftPhase) await page.unroute(summariesUrl);
  };
}
