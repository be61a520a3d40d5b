// 受付済み: the recipient has taken the procedure in hand; 完了 follows when it is done.
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { myPageLink, paragraph, salutation, subjectOf } from './mail-parts';
import { recipientFacts, recipientOf, recipientProcedure, statusLabel } from './recipient-mail';

export function recipientReceivedMail(facts: MailFacts): MailDocument {
  const recipient = recipientOf('recipient_received', facts);
  return {
    subject: subjectOf(`${recipientProcedure(recipient)}が「${statusLabel('received')}」になりました`),
    title: '手続きが受け付けられました',
    blocks: [
      salutation(facts),
      paragraph(`${recipient.name}が、${recipient.procedureLabel}を受け付けました。マイページの手続きの状況は「${statusLabel('received')}」になっています。`),
      recipientFacts(facts, recipient, 'received'),
      paragraph(`${recipient.name}での手続きが終わると、状況は「${statusLabel('completed')}」に変わります。`),
      myPageLink(),
    ],
  };
}
