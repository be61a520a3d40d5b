// 送信できませんでした: the message never reached the recipient, retries included. The procedure
// has not been filed, so the resident contacts the recipient or goes to the counter.
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { heading, myPageLink, paragraph, salutation, subjectOf } from './mail-parts';
import { recipientFacts, recipientOf, recipientProcedure } from './recipient-mail';

export function recipientFailedMail(facts: MailFacts): MailDocument {
  const recipient = recipientOf('recipient_failed', facts);
  const { contact } = recipient;
  return {
    subject: subjectOf(`${recipientProcedure(recipient)}を送信できませんでした`),
    title: '手続きを送信できませんでした',
    blocks: [
      salutation(facts),
      paragraph(`${recipient.procedureLabel}を、${recipient.name}へ送信できませんでした。何度か送り直しましたが届かなかったため、この手続きは${recipient.name}に届いていません。`),
      recipientFacts(facts, recipient, 'failed'),
      heading('これからすること'),
      paragraph(`お手数ですが、${recipient.name}へ直接ご連絡ください。市区町村の手続きは、窓口でもお手続きいただけます。`),
      ...(contact ? [{ kind: 'facts' as const, rows: [['連絡先', contact.name], ['電話番号', contact.phone]] as const }] : []),
      myPageLink(),
    ],
  };
}
