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

/** `operation` is the path under the API base, e.g. 'auth_status' or 'user_session/2'. */
export async function failApiCall(page: Page, operation: string, failure: FakeFailure): Promise<() => Promise<void>> {
  const url = `**${apiBasePath}/${operation}`;
  await page.route(url, (route) =>
    route.fulfill({
      status: failure.httpStatus,
      contentType: 'application/json',
      body: JSON.stringify({ status: { code: failure.code, message: failure.message ?? failure.code } }),
    }),
  );
  // Stops faking, so the page the error button leads to loads for real.
  return () => page.unroute(url);
}
