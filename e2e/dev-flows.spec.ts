// The statecharts offline, with live state (issue 29, point 2), at both widths: with every
// request to another host refused, /dev-flows draws the machines from the app's own files, and
// as a resident logs in and goes on from マイページ to the readiness page in another tab, the
// drawing highlights the state each machine is in. A statechart tab opened later asks and is
// told the latest states. No request leaves the app.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { consoleErrors } from './support/console-errors';
import { logIn } from './support/login';
import { residentNamed } from './support/residents';
import { pathIs } from './support/page-frame';

/** Refuses every request to another host; returns the ones attempted. */
async function offline(context: BrowserContext, appUrl: string): Promise<string[]> {
  const app = new URL(appUrl);
  const attempted: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === app.hostname && url.port === app.port) return route.continue();
    attempted.push(url.href);
    return route.abort('internetdisconnected');
  });
  return attempted;
}

const stateIn = (flows: Page, machine: string, state: string) => flows.locator(`svg[data-machine="${machine}"] [data-state="${state}"]`);

test('/dev-flows draws the machines offline and follows the resident’s tab live', async ({ context, baseURL }, testInfo) => {
  const external = await offline(context, baseURL as string);
  const flows = await context.newPage();
  const errors = consoleErrors(flows);
  await flows.goto('/dev-flows');
  await expect(flows.getByRole('heading', { level: 1 })).toHaveText('状態遷移図');
  for (const name of ['引越しの手続き（転入・転居・転出）', 'ライフラインの追加申込み', '申請の取消し', '電子署名と申請の送信', '利用者情報の更新', 'マイページ', '手続きを始める前の確認']) {
    await expect(flows.getByRole('img', { name: new RegExp(`^${name}（`) })).toBeVisible();
  }
  await expect(flows.getByRole('status')).toHaveText('住民の画面からの状態は、まだ届いていません。');
  await expectNoAxeViolations(flows);

  const resident = await context.newPage();
  // A resident of this spec alone: no other spec leaves a draft or a filing that would change マイページ's start.
  await logIn(resident, residentNamed('吉川', '和也'));
  await expect(stateIn(flows, 'myPage', 'ready')).toHaveClass(/\bsc-current\b/);
  await expect(stateIn(flows, 'myPage', 'loading')).not.toHaveClass(/\bsc-current\b/);

  await resident.getByRole('link', { name: '引越し手続きを始める' }).click();
  await expect(resident).toHaveURL(pathIs('/step/readiness'));
  await expect(resident.getByRole('main').getByRole('link', { name: /^(入力を始める|続きから入力する)$/ })).toBeVisible();
  await expect(stateIn(flows, 'readiness', 'ready')).toHaveClass(/\bsc-current\b/);
  await expect(stateIn(flows, 'readiness', 'loading')).not.toHaveClass(/\bsc-current\b/);
  await expect(flows.locator('#flow-readiness [data-now-for="readiness"]')).toHaveText('いまの状態：ready');
  await flows.locator('#flow-readiness').screenshot({ path: testInfo.outputPath('dev-flows-readiness.png') });
  await flows.locator('#flow-my-page .flows-figure').screenshot({ path: testInfo.outputPath('dev-flows-my-page.png') });

  // A statechart tab opened now is told where the resident is.
  const later = await context.newPage();
  await later.goto('/dev-flows');
  await expect(stateIn(later, 'readiness', 'ready')).toHaveClass(/\bsc-current\b/);

  expect(external).toEqual([]);
  expect(errors).toEqual([]);
});
