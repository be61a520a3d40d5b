// Issue 30, point 5: the service says when it is not itself. A resident types a section; the
// operator opens a maintenance window with `npm run maintenance -- on "…"` (the CLI asks the running
// server, which owns its embedded database); the save is not lost but kept in the form, with the
// form's "not saved this time" notice; any other call shows the error page saying the service is
// temporarily unavailable, with the operator's sentence; after `off` the same 保存する saves it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { retype, save } from './support/form-steps';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { signedInTestAs } from './support/signed-in';

// 画面テスト用の住民 35, who never files (signed-out.spec.ts logs in as her and finds nothing filed):
// here only her unsent draft's applicant section is saved, which both widths leave saved.
const resident = residentNamed('中島', '彩花');
const test = signedInTestAs(resident);

const sentence = '本日 23:00 ごろ再開する予定です。';

/** The operator's command, as they type it, against this lane's server. */
async function maintenance(baseUrl: string, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, PUBLIC_URL: baseUrl };
  delete env.DATABASE_URL;
  delete env.OPERATOR_TOKEN;
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/server/maintenance/maintenance-cli.ts', ...args], { env });
  return stdout;
}

async function fillApplicant(page: Page, phone: string): Promise<void> {
  const kana = page.getByRole('group', { name: /^氏名（フリガナ）/ });
  await retype(kana.getByLabel('セイ'), resident.family_name_kana);
  await retype(kana.getByLabel('メイ'), resident.given_name_kana);
  await retype(page.getByLabel(/^生年月日/), resident.birthdate.replaceAll('-', ''));
  await page.getByRole('group', { name: /^性別/ }).getByLabel(resident.gender === 'female' ? '女性' : resident.gender === 'male' ? '男性' : 'その他').check();
  await retype(page.getByLabel(/^電話番号/), phone);
}

test('a section typed during maintenance stays in the form, the other calls say so, and it saves once the service is back', async ({ page, baseURL }, testInfo) => {
  const baseUrl = baseURL ?? '';
  const phone = `090-${String(Date.now() % 10_000).padStart(4, '0')}-5678`;
  await page.goto('/personalinfo');
  await expect(page.getByRole('heading', { level: 1, name: '申請者の情報' })).toBeVisible();
  await fillApplicant(page, phone);

  expect(await maintenance(baseUrl, 'on', sentence)).toContain(`maintenance: on since`);
  try {
    // The form update's TEMPORARILY is spec §8's temporary case: no error page, the input stays.
    await save(page);
    await expect(page.getByRole('alert').filter({ hasText: '一時的に保存できませんでした。入力した内容はそのまま残っています。' })).toBeVisible();
    await expect(page).toHaveURL(pathIs('/personalinfo'));
    await expect(page.getByLabel(/^電話番号/)).toHaveValue(phone);
    await expectNoAxeViolations(page);

    // Any other call, here the overview opened in a second tab, shows the page that says why.
    const other = await page.context().newPage();
    await other.goto('/step');
    await expect(other.getByRole('heading', { level: 1, name: 'ただいまご利用いただけません' })).toBeVisible();
    await expect(other.getByText(`ただいまメンテナンスのため、サービスを一時的に停止しています。${sentence}お手数ですが、しばらく時間をおいてから、もう一度お試しください。`)).toBeVisible();
    await expect(other).toHaveTitle(pageTitle('ただいまご利用いただけません'));
    await expectNoAxeViolations(other);
    await other.screenshot({ path: testInfo.outputPath('maintenance-page.png'), fullPage: true });
    await other.close();
  } finally {
    expect(await maintenance(baseUrl, 'off')).toBe('maintenance: off\n');
  }

  // The same 保存する, with nothing typed again, now saves: back on the overview, and it is kept.
  await save(page);
  await expect(page).toHaveURL(pathIs('/step'));
  await expect(page.getByRole('region', { name: '1.1 申請者の情報', exact: true }).getByText('入力済み')).toBeVisible();
  await page.goto('/personalinfo');
  await expect(page.getByLabel(/^電話番号/)).toHaveValue(phone);
});
