// 完了: the recipient has finished the procedure.
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { myPageLink, paragraph, salutation, subjectOf } from './mail-parts';
import { recipientFacts, recipientOf, recipientProcedure, statusLabel } from './recipient-mail';

export function recipientCompletedMail(facts: MailFacts): MailDocument {
  const recipient = recipientOf('recipient_completed', facts);
  return {
    subject: subjectOf(`${recipientProcedure(recipient)}が「${statusLabel('completed')}」になりました`),
    title: '手続きが完了しました',
    blocks: [
      salutation(facts),
      paragraph(`${recipient.name}での${recipient.procedureLabel}の手続きが完了しました。マイページの手続きの状況は「${statusLabel('completed')}」になっています。`),
      recipientFacts(facts, recipient, 'completed'),
      myPageLink(),
    ],
  };
}
