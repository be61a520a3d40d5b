// What a mail may say about an application: only what the resident needs to recognise it and
// act. No birth date, no bank account, no household: a mail leaves the service's protection
// (mail-facts.types.test.ts fails when a field of that kind is added).

/** Every mail the service sends a resident. */
export const mailTemplates = [
  'filed',
  'addition_filed',
  'cancellation_filed',
  'fraud_alert',
  'recipient_received',
  'recipient_completed',
  'recipient_returned',
  'recipient_failed',
  'visit_tomorrow',
  'move_deadline',
  'failed_reminder',
] as const;
export type MailTemplate = (typeof mailTemplates)[number];

export interface MailFacts {
  /** The service's own origin, e.g. https://utsuru.example.jp (PUBLIC_URL); the ONLY host a link may point to. */
  origin: string;
  /** The resident's name as filed (姓 名), for the salutation. */
  residentName: string;
  /** The 受付番号 of the application the mail is about (an addition's or a cancellation's own). */
  receptionNumber: string;
  submittedAt: Date;
  kind: 'normal' | 'addition' | 'cancellation';
  /** For an addition or a cancellation: the 受付番号 of the application it belongs to. */
  belongsTo?: string;
  /** The procedures it contains: recipient name and procedure label (e.g. 千代田区 / 転出届, ひかり電力 / 電気の使用開始・停止). */
  procedures: { recipientName: string; procedureLabel: string }[];
  /** For recipient_* templates: which recipient. */
  recipient?: { name: string; procedureLabel: string; reason?: string; contact?: { name: string; phone: string } };
  /** For visit_tomorrow (and shown in 'filed' when present): the visit. */
  visit?: { date: string /* YYYY/MM/DD */; slot?: string /* HH:MM */; officeName: string; officeAddress: string; hours: string; phone: string };
  /** For a recipient at the new municipality (issue 28): the filing made at its counter, and the last day of its 14 days when the move date is known. */
  counterFiling?: { name: '転入届' | '転居届'; lastDay?: string /* YYYY/MM/DD */ };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
