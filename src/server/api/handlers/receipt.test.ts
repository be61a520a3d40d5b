// The receipt (控え, issue 27) over real HTTP on the real app, read back as anyone would with
// poppler-utils: a normal application filed and signed through the real flow, an addition and a
// cancellation. Its text names the filing, the applicant, each procedure with its status now and
// the visit; pdfsig finds the service's signature valid and its CA (GET /receipt-ca.pem) trusted,
// and a changed byte breaks it; another resident's download answers as a missing application.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { noReceiptMessage } from './receipt-handlers';
import { nssTrusting, pdfSignatures, pdfText, tampered } from '../../receipts/testing/poppler';
import { addingResident, confirmedAddition, storeNormalApplication } from '../../submission/testing/addition-client';
import { receivedApplication, signedRevocation, useRevocationServer } from '../../submission/testing/revocation-client';
import { knownKeys, signedRequest, type SubmittingResident } from '../../submission/testing/submission-client';

const keys = knownKeys();

/** GET the receipt with the resident's session cookie: the status, the headers and the PDF's bytes. */
async function download(resident: Pick<SubmittingResident, 'browser'> | null, baseUrl: string, applicationId: string) {
  const sid = resident?.browser.cookie('utsuru_sid');
  const response = await fetch(`${baseUrl}${apiBasePath}/applications/${applicationId}/receipt`, { headers: sid ? { cookie: `utsuru_sid=${sid}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** pdftotext breaks lines where the layout wraps: the text on one line, for phrases that may wrap. */
const flat = (text: string) => text.replace(/\s+/g, '');

describe('the receipt (控え)', () => {
  const { server, resident, query } = useRevocationServer(keys);
  let nss: Awaited<ReturnType<typeof nssTrusting>>;
  beforeAll(async () => {
    const ca = await fetch(`${server().baseUrl}/receipt-ca.pem`);
    expect(ca.headers.get('content-type')).toBe('application/x-pem-file');
    nss = await nssTrusting(await ca.text());
  });
  afterAll(async () => nss.dispose());

  const receiptEvents = async (applicationId: string) =>
    (await query(`select user_id, kind from move_events where application_id = $1 and kind = 'receipt_issued' order by at`, [applicationId])).rows;

  it('holds the filing, the applicant, each procedure with its status and the visit, signed by the service; a later download has the statuses of then', async () => {
    const suzuki = await resident(1);
    await suzuki.writeCompleteDraft();
    const { id: signatureRequestId } = await signedRequest(suzuki);
    expect((await suzuki.inquiry(signatureRequestId)).body.state).toBe('signed');
    const submitted = await suzuki.submit(signatureRequestId);
    expect(submitted.status).toBe(200);
    const { application_id: applicationId, reception_number: receptionNumber } = submitted.body;

    const first = await download(suzuki, server().baseUrl, applicationId);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="utsuru-receipt-${receptionNumber}.pdf"`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(first.bytes);
    for (const phrase of [
      '申請の控え',
      receptionNumber,
      // Sent at noon in Japan (the fixed clock), and made then too.
      '送信日時',
      '2026年11月20日 12:00（日本時間）',
      '山田 太郎',
      'ヤマダ タロウ',
      '〒100-0001 東京都千代田区千代田1-1',
      '手続きと状況',
      '来庁のご案内',
      '2026年12月3日',
      '横浜市中区役所 戸籍課',
      '平日 8:45〜17:00（第2・第4土曜日 9:00〜12:00）',
      '045-224-8181',
      '・マイナンバーカード',
      '・転出の情報（転出証明書に代わる情報）',
      '・マイナンバーカードの暗証番号',
      'この控えは うつる が発行し、電子署名しています。',
      '作成日時',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(flat(text)).toContain(flat('〒231-0021 神奈川県横浜市中区日本大通1番地 うつるハイツ101'));
    expect(flat(text)).toContain(flat('〒231-0021 神奈川県横浜市中区日本大通35'));
    // Each procedure with its recipient and its status, as マイページ words it.
    for (const row of ['転出届千代田区送信待ち', '転入予定連絡横浜市中区送信待ち', '電気の使用停止・開始ひかり電力送信待ち', 'ガスの使用停止・開始さくらガス送信待ち']) expect(flat(text)).toContain(row);
    expect(text).not.toContain('元の申請の受付番号');

    const signature = await pdfSignatures(first.bytes, nss.nssDir);
    expect(signature).toContain('Signature Type: ETSI.CAdES.detached');
    expect(signature).toContain('Signer Certificate Common Name: うつる 控え');
    expect(signature).toContain('Total document signed');
    expect(signature).toContain('Signature Validation: Signature is Valid.');
    expect(signature).toContain('Certificate Validation: Certificate is Trusted.');

    // Later (within the session's idle time) the 転出届 was received: the same filing, the status of now, the time it was made.
    await query(`update application_recipients set status = 'received' where application_id = $1 and procedure = 'move_out'`, [applicationId]);
    server().clock.advance(50 * 60 * 1000);
    const again = await download(suzuki, server().baseUrl, applicationId);
    expect(again.status).toBe(200);
    const later = await pdfText(again.bytes);
    expect(flat(later)).toContain('転出届千代田区受付済み');
    expect(later).toContain(receptionNumber);
    expect(later).toContain('2026年11月20日 12:00（日本時間）');
    expect(later).toContain('2026年11月20日 12:50（日本時間）');

    expect(await receiptEvents(applicationId)).toEqual([
      { user_id: suzuki.userId, kind: 'receipt_issued' },
      { user_id: suzuki.userId, kind: 'receipt_issued' },
    ]);
  });

  it('fails pdfsig once a signed byte is changed', async () => {
    const aoki = await resident(0);
    const original = await storeNormalApplication(server(), keys, aoki.userId);
    const receipt = await download(aoki, server().baseUrl, original.id);
    expect(await pdfSignatures(receipt.bytes, nss.nssDir)).toContain('Signature Validation: Signature is Valid.');
    const forged = await pdfSignatures(tampered(receipt.bytes), nss.nssDir);
    expect(forged).not.toContain('Signature is Valid.');
    expect(forged).toContain('Signature Validation: Digest Mismatch.');
  });

  it("answers another resident's application as a missing one, and asks for a login", async () => {
    const owner = await resident(2);
    const original = await storeNormalApplication(server(), keys, owner.userId);
    const other = await resident(3);
    const theirs = await download(other, server().baseUrl, original.id);
    const missing = await download(other, server().baseUrl, randomUUID());
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.bytes.toString('utf8'))).toEqual({ status: { code: 'NOT_FOUND', message: noReceiptMessage } });
    expect(theirs.bytes).toEqual(missing.bytes);
    expect((await download(null, server().baseUrl, original.id)).status).toBe(401);
    expect(await receiptEvents(original.id)).toEqual([]);
    // The owner still has it.
    expect((await download(owner, server().baseUrl, original.id)).status).toBe(200);
  });

  it("names the application an addition belongs to, with the addition's own procedures", async () => {
    const tanaka = await addingResident(server(), keys, 4);
    const original = await storeNormalApplication(server(), keys, tanaka.userId);
    const digest = await confirmedAddition(tanaka);
    expect((await tanaka.startAddition(digest)).status).toBe(200);
    const added = await tanaka.submitAddition(digest);
    expect(added.status).toBe(200);

    const receipt = await download(tanaka, server().baseUrl, added.body.application_id);
    const text = await pdfText(receipt.bytes);
    expect(text).toContain('追加申請の控え');
    expect(text).toContain(added.body.reception_number);
    expect(text).toContain('元の申請の受付番号');
    expect(text).toContain(original.receptionNumber);
    expect(flat(text)).toContain(flat(`受付番号 ${original.receptionNumber} の申請に追加したものです。`));
    expect(flat(text)).toContain('インターネットの移転そよかぜ光送信待ち');
    expect(text).not.toContain('ひかり電力');
    expect(await pdfSignatures(receipt.bytes, nss.nssDir)).toContain('Signature Validation: Signature is Valid.');
  });

  it('names the application a cancellation belongs to, with where each cancellation stands; the application shows it too', async () => {
    const sato = await resident(5);
    const original = await receivedApplication(server(), keys, sato.userId);
    await sato.initializeRevocation();
    const confirmed = await sato.cancelConfirm([original.ids.gas]);
    expect(confirmed.status).toBe(200);
    const cancelled = await sato.cancel(await signedRevocation(sato, confirmed.body.document_digest));
    expect(cancelled.status).toBe(200);

    const text = await pdfText((await download(sato, server().baseUrl, cancelled.body.application_id)).bytes);
    expect(text).toContain('取消申請の控え');
    expect(text).toContain(cancelled.body.reception_number);
    expect(flat(text)).toContain(flat(`受付番号 ${original.receptionNumber} の申請の手続きを取り消したものです。`));
    expect(text).toContain('取消しの状況');
    expect(flat(text)).toContain('ガスの使用停止・開始さくらガス取消処理中');
    expect(text).toContain('山田 太郎');

    const application = flat(await pdfText((await download(sato, server().baseUrl, original.id)).bytes));
    expect(application).toContain('さくらガス送信済み（取消処理中）');
    expect(application).toContain('ひかり電力送信済み');
  });
});
