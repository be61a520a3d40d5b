// What a mail says, built at send time from the stored application (issue 27): the mail row holds
// no personal data, so the address, the name and the recipient's reason are read from the
// encrypted document and recipient rows only when the mail is written.
import { flows } from '#shared/flows';
import type { ProcedureRegistry } from '#shared/procedures';
import type { ApplicationRecord, RecipientRecord } from '../repositories/application-repository';
import { formatCalendarDate } from '#shared/validation/calendar-date';
import type { ClaimedMail } from './mail-repository';
import { moveLimitOf } from './reminder-times';
import type { MailFacts } from './templates';

interface Applicant {
  name?: { last?: string; first?: string };
  email?: string | null;
}

/** The applicant section of any stored application (normal, addition or revocation). */
function applicantOf(record: ApplicationRecord | null): Applicant | null {
  const stored = record?.document as { document?: { applicant?: Applicant } } | undefined;
  return stored?.document?.applicant ?? null;
}

/** The resident's mail address as the application gave it; null when none was given. */
export function addressOf(record: ApplicationRecord | null): string | null {
  const email = applicantOf(record)?.email;
  return typeof email === 'string' && email.includes('@') ? email : null;
}

/** The move date a stored normal application gives (YYYY/MM/DD). */
export function moveDateOf(record: ApplicationRecord | null): string | null {
  const moving = (record?.document as { document?: { moving?: { move_date?: unknown } } } | undefined)?.document?.moving;
  return typeof moving?.move_date === 'string' ? moving.move_date : null;
}

const kindOf = (phase: number): MailFacts['kind'] => (phase === flows.addition.phase ? 'addition' : phase === flows.revocation.phase ? 'cancellation' : 'normal');

/** The 受付番号 an addition adds to, or a revocation revokes. */
function belongsToOf(record: ApplicationRecord): string | undefined {
  const document = (record.document as { document?: { addition_to?: { reception_number?: string }; revokes?: { reception_number?: string } } }).document;
  return document?.addition_to?.reception_number ?? document?.revokes?.reception_number;
}

/** The filing the new municipality's counter takes for the recipient's procedure, and the last day of its 14 days. */
function counterFilingOf(record: ApplicationRecord, recipient: RecipientRecord | undefined): MailFacts['counterFiling'] {
  const name = recipient?.procedure === 'move_in' ? '転入届' : recipient?.procedure === 'move_house' ? '転居届' : null;
  if (!name) return undefined;
  const moveDate = moveDateOf(record);
  const lastDay = moveDate ? moveLimitOf(moveDate) : null;
  return { name, ...(lastDay ? { lastDay: formatCalendarDate(lastDay) } : {}) };
}

const procedureLabelOf = (recipient: RecipientRecord, procedures: ProcedureRegistry) => procedures.labelOf(recipient.procedure);

export interface FactsInput {
  record: ApplicationRecord;
  mail: Pick<ClaimedMail, 'recipientId'>;
  origin: string;
  procedures: ProcedureRegistry;
  visit?: MailFacts['visit'];
}

/** The mail's address and facts; null when the application no longer has an address. */
export function mailFactsOf({ record, mail, origin, procedures, visit }: FactsInput): { to: string; facts: MailFacts } | null {
  const to = addressOf(record);
  const applicant = applicantOf(record);
  if (!to || !applicant) return null;
  const recipient = mail.recipientId ? record.recipients.find((item) => item.id === mail.recipientId) : undefined;
  const belongsTo = belongsToOf(record);
  const counterFiling = counterFilingOf(record, recipient);
  const facts: MailFacts = {
    origin,
    residentName: `${applicant.name?.last ?? ''} ${applicant.name?.first ?? ''}`.trim(),
    receptionNumber: record.receptionNumber ?? '',
    submittedAt: record.createdAt,
    kind: kindOf(record.phase),
    ...(belongsTo ? { belongsTo } : {}),
    procedures: record.recipients.map((item) => ({ recipientName: item.name, procedureLabel: procedureLabelOf(item, procedures) })),
    ...(recipient
      ? { recipient: { name: recipient.name, procedureLabel: procedureLabelOf(recipient, procedures), ...(recipient.reason ? { reason: recipient.reason } : {}) } }
      : {}),
    ...(visit ? { visit } : {}),
    ...(counterFiling ? { counterFiling } : {}),
  };
  return { to, facts };
}
