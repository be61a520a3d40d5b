// End-to-end tests in Debian's Chromium against the production server (brief §7).
// `vite build` runs before Playwright (the test script does it), never from here.
import { defineConfig } from '@playwright/test';
import { serveCommand } from './src/server/ops/serve-command';
import { writeModelResidentsFile } from './e2e/model/model-residents';
import { widthTags } from './e2e/model/width-tags';

// Lanes: each worker drives its own server with its own database (one port each, from E2E_PORT
// up), so workers never share a resident's state, and a test waiting on the app (a poll, a
// time-out, a page load) leaves the cores to the other lanes. Playwright evaluates this file in
// every worker with TEST_PARALLEL_INDEX set (0 … workers-1, one worker at a time per index), which
// picks the lane. Ports are fixed: the dev IdP's redirect URI is derived from PUBLIC_URL.
const firstPort = Number(process.env.E2E_PORT ?? 18080);
// Four lanes on two cores: at a quiet hour three left a core half idle (1.26 cores busy, 8.7 min);
// four took 7.0 min (docs/testing.md).
const lanes = Number(process.env.E2E_LANES ?? 4);
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const urlOf = (port: number) => `http://localhost:${port}`;
const serve = serveCommand();
const lanePorts = Array.from({ length: lanes }, (_, index) => firstPort + index);
// The fixture's residents and one more per path of the browser model suite (e2e/model).
const residentsFile = writeModelResidentsFile('.tmp');

export default defineConfig({
  testDir: 'e2e',
  // Only the browser specs: e2e/model also holds Vitest files (*.test.ts) on the models themselves.
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Four lanes share two cores: a test may take twice as long as alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: lanes,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: urlOf(firstPort + lane),
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // Pages fade in over 0.4s; axe must not measure contrast mid-fade.
    contextOptions: { reducedMotion: 'reduce' },
    // A trace snapshots the page at every action: a sixth of the suite's CPU. CI keeps the
    // screenshot and the error context of a failure; a local run keeps the trace too.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell, built from the same chromium
      // source and version), as Playwright itself runs headless Chromium: without the full
      // browser's UI layers a test costs a quarter less CPU (the suite 1,802 → 1,358 CPU-s,
      // 16.0 → 12.2 minutes; docs/testing.md).
      executablePath: '/usr/lib/chromium/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    {
      name: 'mobile-375',
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // A generated path given to the other width (e2e/model/browser-model.ts) is not collected here.
      grepInvert: new RegExp(widthTags.desktop),
    },
    {
      name: 'desktop-1366',
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } },
      grepInvert: new RegExp(widthTags.mobile),
    },
  ],
  // One server per lane, each on a fresh data folder, so no run depends on a previous run's
  // database. The built server as `npm start` runs it (package.json's serve script, without npm).
  webServer: lanePorts.map((port) => {
    const dataDir = `.tmp/e2e-data-${port}`;
    return {
      command: `rm -rf ${dataDir} && exec node ${[...serve.nodeFlags, serve.entry].join(' ')}`,
      url: `${urlOf(port)}/`,
      // The identity-update time-out path (decision 020) waits 12 s instead of a minute; the
      // development analytics sink lets e2e/analytics-dev-sink.spec.ts read the events back.
      env: {
        ...serve.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        IDENTITY_UPDATE_TIME_LIMIT_SECONDS: '12',
        ANALYTICS_DEV_SINK: 'on',
        DEV_IDP_RESIDENTS_FILE: residentsFile,
      },
      reuseExistingServer: false,
      // The first PGlite start creates and migrates a database: slow on two cores, slower four at once,
      // and this machine is up to three times slower at some hours (a clean clone's four servers
      // missed 180 s one evening: docs/testing.md).
      timeout: 420_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
