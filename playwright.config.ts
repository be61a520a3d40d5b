// End-to-end tests in Debian's Chromium against the production server (brief §7).
// `vite build` runs before Playwright (the test script does it), never from here.
import { defineConfig } from '@playwright/test';
import { serveCommand } from './src/server/ops/serve-command';

// Fixed, because the dev IdP's redirect URI is derived from PUBLIC_URL = http://localhost:<PORT>.
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://localhost:${port}`;
const serve = serveCommand();
const dataDir = `.tmp/e2e-data-${port}`; // per port, so two runs on one machine never share a database

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores run the server, PGlite and Chromium; one browser at a time keeps timings honest.
  workers: 1,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // Pages fade in over 0.4s; axe must not measure contrast mid-fade.
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    {
      name: 'mobile-375',
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop-1366',
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    // A fresh data folder each run, so the tests never depend on a previous run's database.
    // The built server as `npm start` runs it (package.json's serve script, without npm in between).
    command: `rm -rf ${dataDir} && exec node ${[...serve.nodeFlags, serve.entry].join(' ')}`,
    url: `${baseURL}/`,
    // The identity-update time-out path (decision 020) waits 12 s instead of a minute; the
    // development analytics sink lets e2e/analytics-dev-sink.spec.ts read the events back.
    env: { ...serve.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', IDENTITY_UPDATE_TIME_LIMIT_SECONDS: '12', ANALYTICS_DEV_SINK: 'on' },
    reuseExistingServer: false,
    // The first PGlite start creates and migrates a database: slow on two cores.
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
