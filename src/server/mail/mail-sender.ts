// One attempt at one mail (issue 27): read the application, build the facts, render the template
// and hand it to the transport with a Message-ID derived from the mail's id, so a mail sent again
// after a crash (its lease ran out mid-send) is recognisably the same mail to the receiver.
import type { ProcedureRegistry } from '#shared/procedures';
import type { ApplicationRepository } from '../repositories/application-repository';
import { mailFactsOf } from './mail-facts';
import type { ClaimedMail, MailOutcome } from './mail-repository';
import type { MailTransport } from './mail-transport';
import { mailTemplates, renderMail, type MailFacts, type MailTemplate } from './templates';

export interface MailSenderDeps {
  applications: Pick<ApplicationRepository, 'findForDelivery'>;
  transport: MailTransport;
  procedures: ProcedureRegistry;
  /** PUBLIC_URL: the links in the mails. */
  origin: string;
  /** A visit reminder's visit, by the mail (visit-facts.ts). */
  visitOf?: (mail: ClaimedMail) => Promise<MailFacts['visit'] | undefined>;
}

export const messageIdFor = (mailId: string, domain: string) => `<${mailId}@${domain}>`;

const isTemplate = (value: string): value is MailTemplate => (mailTemplates as readonly string[]).includes(value);

export function createMailSender({ applications, transport, procedures, origin, visitOf }: MailSenderDeps) {
  return async function send(mail: ClaimedMail): Promise<MailOutcome> {
    if (!isTemplate(mail.template)) return { kind: 'permanent', error: 'unknown_template' };
    const record = await applications.findForDelivery(mail.applicationId);
    if (!record) return { kind: 'permanent', error: 'application_missing' };
    const visit = visitOf ? await visitOf(mail) : undefined;
    const built = mailFactsOf({ record, mail, origin, procedures, ...(visit ? { visit } : {}) });
    if (!built) return { kind: 'permanent', error: 'no_address' };
    const { subject, text, html } = renderMail(mail.template, built.facts);
    const messageId = messageIdFor(mail.id, transport.messageIdDomain);
    const outcome = await transport.send({ to: built.to, subject, text, html, messageId });
    return outcome.kind === 'sent' ? { kind: 'sent', messageId } : outcome;
  };
}
