// The mails the service sends a resident (issue 27): which there are, which the resident may turn
// off on マイページ (#shared/mail-names names them), and renderMail, which turns a template and
// its facts into a subject, a plain text and an HTML body. Pure: no clock, no I/O.
import { renderHtml, renderText, type MailDocument } from './mail-document';
import type { MailFacts, MailTemplate, RenderedMail } from './mail-facts';
import { additionFiledMail } from './addition-filed';
import { cancellationFiledMail } from './cancellation-filed';
import { filedMail } from './filed';
import { fraudAlertMail } from './fraud-alert';
import { inertFacts } from './inert-values';
import { footerBlocks } from './mail-parts';
import { recipientCompletedMail } from './recipient-completed';
import { recipientFailedMail } from './recipient-failed';
import { recipientReceivedMail } from './recipient-received';
import { recipientReturnedMail } from './recipient-returned';
import { failedReminderMail } from './failed-reminder';
import { moveDeadlineMail } from './move-deadline';
import { visitTomorrowMail } from './visit-tomorrow';

export { mailTemplates, type MailFacts, type MailTemplate, type RenderedMail } from './mail-facts';

/** Whether the resident may turn the template off on マイページ (the fraud alert cannot be). */
export const optionalTemplates: readonly MailTemplate[] = [
  'filed',
  'addition_filed',
  'cancellation_filed',
  'recipient_received',
  'recipient_completed',
  'recipient_returned',
  'recipient_failed',
  'visit_tomorrow',
  'move_deadline',
  'failed_reminder',
];

const templates: Record<MailTemplate, (facts: MailFacts) => MailDocument> = {
  filed: filedMail,
  addition_filed: additionFiledMail,
  cancellation_filed: cancellationFiledMail,
  fraud_alert: fraudAlertMail,
  recipient_received: recipientReceivedMail,
  recipient_completed: recipientCompletedMail,
  recipient_returned: recipientReturnedMail,
  recipient_failed: recipientFailedMail,
  visit_tomorrow: visitTomorrowMail,
  move_deadline: moveDeadlineMail,
  failed_reminder: failedReminderMail,
};

/**
 * The mail, in plain text and HTML. Every value of the facts is made inert first (no link, one
 * line), and every mail ends with the same footer: the link rule and whom to ask. Throws when a
 * recipient_* or reminder mail has no `recipient`, visit_tomorrow no `visit`, or move_deadline no `counterFiling`.
 */
export function renderMail(template: MailTemplate, facts: MailFacts): RenderedMail {
  const safe = inertFacts(facts);
  const mail = templates[template](safe);
  const document: MailDocument = { ...mail, blocks: [...mail.blocks, ...footerBlocks(safe.origin, optionalTemplates.includes(template))] };
  return { subject: document.subject, text: renderText(document, safe.origin), html: renderHtml(document, safe.origin) };
}
