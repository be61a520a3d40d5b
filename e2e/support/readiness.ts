// Each flow's start actions lead to its readiness page first (issue 28): the one click that goes
// on from there to the flow's draft start (「入力を始める」, or 「続きから入力する」 with a draft begun).
import { expect, type Page } from '@playwright/test';

export async function goOnFromReadiness(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/readiness(\?|$)/);
  await page.getByRole('main').getByRole('link', { name: /^(入力を始める|続きから入力する)$/ }).click();
}
