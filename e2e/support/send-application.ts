// A resident's application sent through the browser: a complete draft entered over the API, then
// the confirm page, the signing app and the thanks page, as the resident does it.
import { expect, type Page } from '@playwright/test';
import type { components } from '#shared/api/schema';
import { apiBasePath } from '#shared/config/brand';
import { expectNoAxeViolations as checkAxe } from './axe';
import { enterCompleteDraft, type DraftMove } from './draft-api';
import { pathIs } from './page-frame';
import type { FixtureResident } from './residents';
import { openSigningApp, receptionNumberPattern, signInSigningApp } from './signing';

type Applications = components['schemas']['ApplicationsResponse'];

/** 転出届 and 転入予定連絡 from 新宿区 to 大阪市北区 (unless `move` says otherwise), a week ahead; answers the 受付番号. */
export async function sendApplication(page: Page, resident: FixtureResident, move: DraftMove = defaultMove, options: SendOptions = {}): Promise<string> {
  await enterCompleteDraft(page.request, resident, move);
  return sendEnteredApplication(page, resident, options);
}

const defaultMove: DraftMove = { moveInDays: 7, procedures: ['move_out', 'move_in'] };

export interface SendOptions {
  /**
   * Axe on each page on the way (the default). The browser model suite (e2e/model) sends to set a
   * path's world up, which is not what it tests: it leaves axe to the specs that test these pages.
   */
  axe?: boolean;
}

/** The complete draft confirmed, signed and sent from /step; answers the 受付番号. */
export async function sendEnteredApplication(page: Page, resident: FixtureResident, { axe = true }: SendOptions = {}): Promise<string> {
  // Axe on each page on the way, as on every page a spec visits.
  const expectNoAxeViolations = axe ? checkAxe : async () => {};
  await page.goto('/step');
  const confirm = page.getByRole('button', { name: '入力内容を確認する' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.click();
  const sign = page.getByRole('button', { name: '電子署名へ進む' });
  await expect(sign).toBeVisible();
  await expectNoAxeViolations(page);
  await sign.click();
  await expect(page).toHaveURL(pathIs('/step/promptauth'));
  await expectNoAxeViolations(page);
  await signInSigningApp(await openSigningApp(page, page.context()), resident.signing_pin);
  await expect(page).toHaveURL(pathIs('/step/thanks'), { timeout: 20_000 });
  await expect(page.getByText('受付番号と手続きの状況は、マイページでいつでも確認できます。')).toBeVisible();
  await expectNoAxeViolations(page);
  const { applications } = (await (await page.request.get(`${apiBasePath}/applications`)).json()) as Applications;
  const number = applications[0]?.reception_number ?? '';
  expect(number).toMatch(receptionNumberPattern);
  return number;
}
