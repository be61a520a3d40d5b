// What the four mails about one recipient's status share: which procedure at which recipient,
// under which 受付番号, in the words マイページ uses for the status.
import { recipientStatusLabels } from '#shared/recipient-status';
import type { MailBlock } from './mail-document';
import type { MailFacts } from './mail-facts';
import { missing, procedureName, type Recipient } from './mail-parts';

export type ReportedStatus = 'received' | 'completed' | 'returned' | 'failed';

/** 受付済み, 完了, 差戻し, 送信できませんでした: as マイページ shows it. */
export const statusLabel = (status: ReportedStatus): string => recipientStatusLabels[status];

export function recipientOf(template: string, facts: MailFacts): Recipient {
  return facts.recipient ?? missing(template, 'recipient');
}

/** 千代田区（転出届）. */
export const recipientProcedure = (recipient: Recipient): string => procedureName(recipient.name, recipient.procedureLabel);

export function recipientFacts(facts: MailFacts, recipient: Recipient, status: ReportedStatus): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ['受付番号', facts.receptionNumber],
      ['提出先', recipient.name],
      ['手続き', recipient.procedureLabel],
      ['状況', statusLabel(status)],
    ],
  };
}
