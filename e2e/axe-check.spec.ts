// The axe check itself (e2e/support/axe.ts): it finds a violation on a real page of the app, also
// on a page state like one it has already found clean, and it reports the rule.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('the axe check finds a violation added to a page it found clean, and names the rule', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An image without a text alternative (WCAG 1.1.1) in the same document: axe is already in the page.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');

  // After a full load the check injects axe again and still finds it clean.
  await page.reload();
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();
  await expectNoAxeViolations(page);
});
