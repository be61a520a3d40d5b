// 差戻し: the recipient sent the procedure back. The mail gives the recipient's reason and what
// to do: the procedure is not done, so file it again (a new application) or ask the recipient.
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { heading, myPageLink, paragraph, salutation, subjectOf } from './mail-parts';
import { recipientFacts, recipientOf, recipientProcedure, statusLabel } from './recipient-mail';

export function recipientReturnedMail(facts: MailFacts): MailDocument {
  const recipient = recipientOf('recipient_returned', facts);
  const { contact } = recipient;
  return {
    subject: subjectOf(`${recipientProcedure(recipient)}が「${statusLabel('returned')}」になりました`),
    title: '手続きが差し戻されました',
    blocks: [
      salutation(facts),
      paragraph(`${recipient.name}から、${recipient.procedureLabel}が差し戻されました。この手続きは、まだ済んでいません。`),
      recipientFacts(facts, recipient, 'returned'),
      heading('差戻しの理由'),
      paragraph(recipient.reason?.trim() ? recipient.reason : `理由は届いていません。${recipient.name}へお問い合わせください。`),
      heading('これからすること'),
      paragraph(`理由をご確認のうえ、うつるからこの手続きをもう一度申請するか、${recipient.name}へ直接お問い合わせください。`),
      ...(contact ? [{ kind: 'facts' as const, rows: [['連絡先', contact.name], ['電話番号', contact.phone]] as const }] : []),
      myPageLink(),
    ],
  };
}
