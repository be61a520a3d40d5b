// 取消しの申込みを受け付けました: the cancellation's own 受付番号 and the 受付番号 it cancels,
// and how マイページ shows each procedure's cancellation (取消処理中, then 取消済み; decision 021).
import { cancellationLabels } from '#shared/cancellation';
import { japaneseDateTime } from '#shared/japan-time';
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { myPageLink, paragraph, procedureList, receiptBlocks, salutation, subjectOf } from './mail-parts';

export function cancellationFiledMail(facts: MailFacts): MailDocument {
  return {
    subject: subjectOf(`取消しの申込みを受け付けました（受付番号 ${facts.receptionNumber}）`),
    title: '取消しの申込みを受け付けました',
    blocks: [
      salutation(facts),
      paragraph(
        facts.belongsTo
          ? `うつるで、受付番号 ${facts.belongsTo} の申請について、取消しの申込みを受け付けました。取消しは、手続きごとに提出先へお届けします。`
          : 'うつるで、取消しの申込みを受け付けました。取消しは、手続きごとに提出先へお届けします。',
      ),
      {
        kind: 'facts',
        rows: [
          ['取消しの受付番号', facts.receptionNumber],
          ...(facts.belongsTo ? [['取り消す申請の受付番号', facts.belongsTo] as const] : []),
          ['受付日時', japaneseDateTime(facts.submittedAt)],
        ],
      },
      ...procedureList('取消しを申し込んだ手続き', facts),
      paragraph(
        `それぞれの提出先が取消しを確認します。マイページの手続きの状況は「${cancellationLabels.requested}」と表示され、提出先が確認すると「${cancellationLabels.cancelled}」に変わります。`,
      ),
      ...receiptBlocks(facts.receptionNumber, '取消しの申込み'),
      myPageLink(),
    ],
  };
}
