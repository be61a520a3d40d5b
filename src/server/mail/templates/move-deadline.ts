// The 14-day limit of the 転入届 or 転居届 (issue 28), a few days before its last day, when the new
// municipality has not reported 完了: the last day, where to go, what to bring, and that the
// signing certificate is revoked at the counter. A resident who has been already is told to
// disregard it (the municipality's report may simply be late).
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { certificateBlocks, missing, myPageLink, paragraph, salutation, subjectOf, visitDateText, whatToBring } from './mail-parts';
import { recipientOf } from './recipient-mail';

export function moveDeadlineMail(facts: MailFacts): MailDocument {
  const recipient = recipientOf('move_deadline', facts);
  const filing = facts.counterFiling ?? missing('move_deadline', 'counterFiling');
  const lastDay = filing.lastDay ?? missing('move_deadline', 'counterFiling.lastDay');
  return {
    subject: subjectOf(`${filing.name}の期限は${visitDateText(lastDay)}です（${recipient.name}）`),
    title: `${filing.name}の期限が近づいています`,
    blocks: [
      salutation(facts),
      paragraph(`${filing.name}は、引越しの日から14日以内に、${recipient.name}の窓口で出す必要があります。期限は${visitDateText(lastDay)}です。`),
      paragraph(
        `${recipient.name}から、${filing.name}の手続きが済んだという連絡は、まだ届いていません。まだお済みでなければ、期限までに窓口へお越しください。このメールと行き違いでお手続きがお済みの場合は、ご容赦ください。`,
      ),
      {
        kind: 'facts',
        rows: [
          ['受付番号', facts.receptionNumber],
          ['届出先', recipient.name],
          ['届出', filing.name],
          ['期限', visitDateText(lastDay)],
        ],
      },
      paragraph('正当な理由がなく期限を過ぎると、過料が科されることがあります（住民基本台帳法）。'),
      ...whatToBring(facts.receptionNumber),
      ...certificateBlocks(filing.name),
      myPageLink(),
    ],
  };
}
