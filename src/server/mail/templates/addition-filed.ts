// 追加の申込みを受け付けました: the addition's own 受付番号 and the 受付番号 of the application it
// is added to, so the resident can tell the two apart on マイページ and on the phone.
import { japaneseDateTime } from '#shared/japan-time';
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { myPageLink, paragraph, procedureList, receiptBlocks, salutation, subjectOf } from './mail-parts';

export function additionFiledMail(facts: MailFacts): MailDocument {
  return {
    subject: subjectOf(`追加の申込みを受け付けました（受付番号 ${facts.receptionNumber}）`),
    title: '追加の申込みを受け付けました',
    blocks: [
      salutation(facts),
      paragraph(
        facts.belongsTo
          ? `うつるで、追加の申込みを受け付けました。この申込みは、受付番号 ${facts.belongsTo} の申請に追加されます。`
          : 'うつるで、追加の申込みを受け付けました。',
      ),
      {
        kind: 'facts',
        rows: [
          ['追加の申込みの受付番号', facts.receptionNumber],
          ...(facts.belongsTo ? [['追加先の申請の受付番号', facts.belongsTo] as const] : []),
          ['受付日時', japaneseDateTime(facts.submittedAt)],
        ],
      },
      ...procedureList('追加で申し込んだ手続き', facts),
      ...receiptBlocks(facts.receptionNumber, '追加の申込み'),
      paragraph('それぞれの手続きの状況は、マイページでいつでも確認できます。'),
      myPageLink(),
    ],
  };
}
