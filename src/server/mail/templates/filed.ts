// 申請を受け付けました: the 受付番号 and when, the procedures, the visit if one was reserved (with
// what to bring), and where the receipt is on マイページ.
import { japaneseDateTime } from '#shared/japan-time';
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { myPageLink, paragraph, procedureList, receiptBlocks, salutation, subjectOf, visitBlocks } from './mail-parts';

export function filedMail(facts: MailFacts): MailDocument {
  return {
    subject: subjectOf(`申請を受け付けました（受付番号 ${facts.receptionNumber}）`),
    title: '申請を受け付けました',
    blocks: [
      salutation(facts),
      paragraph('うつるで、引越し手続きの申請を受け付けました。申請は、手続きごとに提出先へお届けします。'),
      {
        kind: 'facts',
        rows: [
          ['受付番号', facts.receptionNumber],
          ['受付日時', japaneseDateTime(facts.submittedAt)],
        ],
      },
      paragraph('受付番号は、お問い合わせのときにお伝えください。'),
      ...procedureList('申請した手続き', facts),
      ...(facts.visit ? visitBlocks(facts.visit, facts.receptionNumber) : []),
      ...receiptBlocks(facts.receptionNumber, '申請'),
      paragraph('それぞれの手続きの状況（受付済み、完了など）は、マイページでいつでも確認できます。'),
      myPageLink(),
    ],
  };
}
