// /step for a resident whose application of an earlier test (or the other width) was sent: the
// overview first asks whether to start a new filing (issue 11, decision 018). Specs that start
// over on purpose answer 「新しく引越し手続きを始める」.
import { expect, type Page } from '@playwright/test';

export async function openStepOverview(page: Page): Promise<void> {
  await page.goto('/step');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^(申請内容の入力|引越しの手続きは送信済みです)$/);
  if ((await heading.textContent()) === '引越しの手続きは送信済みです') {
    await page.getByRole('button', { name: '新しく引越し手続きを始める' }).click();
    await expect(heading).toHaveText('申請内容の入力');
  }
}
