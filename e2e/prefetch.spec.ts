// Spec §9's idle prefetch: once the page has settled, the lazy pages' files that the build lists
// are fetched into the cache as <link rel="prefetch">, not imported (so none of them runs before
// a navigation needs it).
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test("the lazy pages' files are prefetched by links once the top page has settled, not imported", async ({ page }) => {
  await page.goto('/');
  const files = ((await page.locator('meta[name="utsuru-prefetch"]').getAttribute('content')) ?? '').split(' ').filter(Boolean);
  expect(files.length).toBeGreaterThan(5);
  expect(files.some((file) => /\/assets\/my-page-[\w-]+\.js$/.test(file))).toBe(true);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(files.length);

  // Fetched by the links (the Resource Timing initiator says so), not by an import.
  const initiators = async () =>
    page.evaluate(() => Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).initiatorType])));
  await expect
    .poll(async () => {
      const seen = await initiators();
      return files.filter((file) => seen[file] === 'link').length;
    })
    .toBe(files.length);
  await expectNoAxeViolations(page);
});
