// Issue 27, the receipt (控え) at both widths (画面テスト用の住民 42 and 43): a resident files
// 転出届 and 転入予定連絡 from 新宿区 to 大阪市北区, downloads 「控え（PDF）」 from the thanks page,
// and reads it back with poppler-utils: pdftotext finds the 受付番号, her name, both addresses, the
// procedures and the visit's office; pdfsig finds the service's signature valid and trusted by the
// CA the app serves at /receipt-ca.pem. マイページ links the same receipt under the application.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type TestInfo } from '@playwright/test';
import { nssTrusting, pdfSignatures, pdfText } from '../src/server/receipts/testing/poppler';
import { expectNoAxeViolations } from './support/axe';
import { fullNameOf, logIn } from './support/login';
import { residentNamed } from './support/residents';
import { applicationCard } from './support/revocation';
import { sendApplication } from './support/send-application';

const resident = (testInfo: TestInfo) => (testInfo.project.name.startsWith('mobile') ? residentNamed('長谷川', '直美') : residentNamed('後藤', '翔太'));
const receiptLink = /^控え（PDF）をダウンロード/;
/** pdftotext breaks lines where the layout wraps: compare without spaces and breaks. */
const flat = (text: string) => text.replace(/\s+/g, '');

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

test('the thanks page and マイページ give the signed receipt, which poppler reads and verifies', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const filer = resident(testInfo);
  await logIn(page, filer);
  const receptionNumber = await sendApplication(page, filer);

  // The thanks page: one link, saying it is a PDF.
  const link = page.getByRole('link', { name: receiptLink });
  await expect(link).toBeVisible();
  // The link says it is a PDF and, to a screen reader, whose receipt it is.
  await expect(link).toHaveAccessibleName(new RegExp(`^控え（PDF）をダウンロード ?（受付番号 ${receptionNumber}）$`));
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`utsuru-receipt-${receptionNumber}.pdf`);
  const pdf = await bytesOf(download);

  const text = await pdfText(pdf);
  expect(text).toContain('申請の控え');
  expect(text).toContain(receptionNumber);
  expect(text).toContain(fullNameOf(filer));
  expect(text).toContain(`${filer.family_name_kana} ${filer.given_name_kana}`);
  expect(flat(text)).toContain(flat('〒160-0022 東京都新宿区新宿3-1-1'));
  expect(flat(text)).toContain(flat('〒530-0001 大阪府大阪市北区梅田2-2-2 うつるハイツ101'));
  expect(flat(text)).toContain('転出届新宿区');
  expect(flat(text)).toContain('転入予定連絡大阪市北区');
  expect(text).toContain('来庁予定日');
  expect(flat(text)).toContain(flat('大阪市北区役所 窓口サービス課（住民登録）'));
  expect(text).toContain('マイナンバーカードの暗証番号');
  expect(text).toContain('この控えは うつる が発行し、電子署名しています。');

  const ca = await page.request.get('/receipt-ca.pem');
  expect(ca.ok()).toBe(true);
  const nss = await nssTrusting(await ca.text());
  try {
    const signature = await pdfSignatures(pdf, nss.nssDir);
    expect(signature).toContain('Signature Type: ETSI.CAdES.detached');
    expect(signature).toContain('Signature Validation: Signature is Valid.');
    expect(signature).toContain('Certificate Validation: Certificate is Trusted.');
  } finally {
    await nss.dispose();
  }

  // マイページ: the same receipt under the application, made afresh.
  await page.goto('/mypage');
  const card = applicationCard(page, receptionNumber);
  const again = card.getByRole('link', { name: receiptLink });
  await expect(again).toBeVisible();
  await expectNoAxeViolations(page);
  const [second] = await Promise.all([page.waitForEvent('download'), again.click()]);
  expect(await pdfText(await bytesOf(second))).toContain(receptionNumber);
});
