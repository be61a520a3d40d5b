// A delivery given up, a few days on (issue 28): the procedure still has not reached its
// recipient (nobody re-queued or cancelled it), so the resident is told once more to contact the
// recipient or go to the counter, with the 14-day limit when it is the new municipality's.
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { heading, myPageLink, paragraph, salutation, subjectOf, visitDateText } from './mail-parts';
import { recipientFacts, recipientOf, recipientProcedure } from './recipient-mail';

export function failedReminderMail(facts: MailFacts): MailDocument {
  const recipient = recipientOf('failed_reminder', facts);
  const { contact } = recipient;
  const limit = facts.counterFiling?.lastDay ? facts.counterFiling : undefined;
  return {
    subject: subjectOf(`${recipientProcedure(recipient)}は、まだ届いていません`),
    title: '送信できなかった手続きが、まだ届いていません',
    blocks: [
      salutation(facts),
      paragraph(`先日「送信できませんでした」とお知らせした${recipient.procedureLabel}は、いまも${recipient.name}に届いていません。この手続きは、まだ済んでいません。`),
      recipientFacts(facts, recipient, 'failed'),
      heading('これからすること'),
      paragraph(`お手数ですが、${recipient.name}へ直接ご連絡いただくか、窓口でお手続きください。`),
      ...(limit?.lastDay ? [paragraph(`${limit.name}の期限は${visitDateText(limit.lastDay)}です。期限までに窓口へお越しください。`)] : []),
      ...(contact ? [{ kind: 'facts' as const, rows: [['連絡先', contact.name], ['電話番号', contact.phone]] as const }] : []),
      myPageLink(),
    ],
  };
}
