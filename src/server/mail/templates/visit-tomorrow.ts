// The day before the visit (来庁予定日): when and where, the office's hours and phone, what to
// bring, that the signing certificate is revoked at the counter (so what is to be filed or
// cancelled online goes first) and can be renewed there with the card's continued use (issue 28),
// and that the visit can be changed or cancelled on マイページ.
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { certificateBlocks, heading, missing, myPageLink, paragraph, salutation, subjectOf, visitDateText, visitFacts, whatToBring } from './mail-parts';

export function visitTomorrowMail(facts: MailFacts): MailDocument {
  const visit = facts.visit ?? missing('visit_tomorrow', 'visit');
  return {
    subject: subjectOf(`明日は来庁予定日です（${visit.officeName}）`),
    title: '明日は来庁予定日です',
    blocks: [
      salutation(facts),
      paragraph(`明日、${visitDateText(visit.date)}は、${visit.officeName}への来庁予定日です。受付番号 ${facts.receptionNumber} の申請でご連絡いただいた予定です。`),
      visitFacts(visit),
      ...whatToBring(facts.receptionNumber),
      ...certificateBlocks(facts.counterFiling?.name ?? '転入届'),
      heading('予定を変えるとき'),
      paragraph('来庁予定日の変更や取消しは、マイページからできます。ご都合が悪くなったときは、前もって変更してください。'),
      myPageLink('マイページで来庁予定日を変更・取消しする'),
    ],
  };
}
