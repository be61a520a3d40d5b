// A signed-in resident for tests of the login-checked layouts. Logging in through the dev IdP
// takes a few seconds, so each worker logs in once and every test of `signedInTest` starts
// from that browser state (cookies + local storage). Tests that log out, or that make the
// error page log in again, must log in on their own instead: they would end the shared session.
import path from 'node:path';
import { test as base } from '@playwright/test';
import { logIn } from './login';
import { firstResident, residents, type FixtureResident } from './residents';

/** Tests that start signed in as `resident` (one login per worker and resident). */
export function signedInTestAs(resident: FixtureResident) {
  const key = residents.indexOf(resident);
  return base.extend<object, { residentStorageState: string }>({
    storageState: ({ residentStorageState }, use) => use(residentStorageState),

    residentStorageState: [
      async ({ browser }, use, workerInfo) => {
        const file = path.join(workerInfo.project.outputDir, '.auth', `resident-${key}-${workerInfo.parallelIndex}.json`);
        const context = await browser.newContext({
          baseURL: workerInfo.project.use.baseURL,
          locale: workerInfo.project.use.locale,
          storageState: undefined,
        });
        const page = await context.newPage();
        await logIn(page, resident);
        await context.storageState({ path: file });
        await context.close();
        await use(file);
      },
      { scope: 'worker' },
    ],
  });
}

export const signedInTest = signedInTestAs(firstResident());
