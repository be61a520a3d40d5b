// What a resident does on a section form: type into a field key by key, press 「保存する」,
// read the error summary, and fill in a household of one.
import type { Locator, Page } from '@playwright/test';
import type { FixtureResident } from './residents';

/** Replaces what the field holds by typing, key by key, as the resident would. */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
}

export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: '保存する' }).click();
}

/** The error summary (「入力内容にエラーがあります」). */
export function errorSummary(page: Page): Locator {
  return page.getByRole('region', { name: '入力内容にエラーがあります' });
}

/**
 * /address's household: `resident` heads it, and nobody moves along (earlier runs may have
 * saved members: they are removed). Returns the members' group, to add some.
 */
export async function headHouseholdAlone(page: Page, resident: FixtureResident): Promise<Locator> {
  const head = page.getByRole('group', { name: /^世帯主の氏名/ });
  await retype(head.getByLabel('姓'), resident.family_name);
  await retype(head.getByLabel('名'), resident.given_name);
  await retype(page.getByLabel(/^世帯主との続柄/).first(), '本人');
  const members = page.getByRole('group', { name: /^一緒に引越す世帯員/ });
  const removeButtons = members.getByRole('button', { name: /この世帯員を削除/ });
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();
  return members;
}
