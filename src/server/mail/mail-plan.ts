// Which mails a move event sends (issue 27). A pure table, so the planner and its tests agree:
// every filing (an addition too) and every cancellation mails its own confirmation and the fraud
// alert (someone else with the resident's card or session would file exactly these), and a recipient's
// answer mails the resident; the rest of the journal (a delivery, a mail sent, a receipt) does not.
import { flows } from '#shared/flows';
import type { MailTemplate } from './templates';

export interface PlannedEvent {
  kind: string;
  status: string | null;
  /** The phase of the event's application: 1 normal, 2 addition, 3 revocation. */
  phase: number;
}

/** The one mail a resident cannot turn off: it is how they notice a filing they did not make. */
export const fraudAlert: MailTemplate = 'fraud_alert';

const recipientTemplates: Record<string, MailTemplate> = {
  received: 'recipient_received',
  completed: 'recipient_completed',
  returned: 'recipient_returned',
  failed: 'recipient_failed',
};

export function templatesFor({ kind, status, phase }: PlannedEvent): MailTemplate[] {
  if (kind === 'filed') {
    if (phase === flows.normal.phase) return ['filed', fraudAlert];
    if (phase === flows.addition.phase) return ['addition_filed', fraudAlert];
    if (phase === flows.revocation.phase) return ['cancellation_filed', fraudAlert];
    return [];
  }
  if (kind === 'recipient_status' && status !== null) {
    const template = recipientTemplates[status];
    return template ? [template] : [];
  }
  return [];
}

/** The templates left after the resident's choices; the fraud alert always stays. */
export const wantedTemplates = (templates: readonly MailTemplate[], disabled: readonly string[]): MailTemplate[] =>
  templates.filter((template) => template === fraudAlert || !disabled.includes(template));

/** One mail per event and template, whatever the number of planners and retries. */
export const mailKeyOf = (eventId: string, template: MailTemplate) => `${eventId}:${template}`;
