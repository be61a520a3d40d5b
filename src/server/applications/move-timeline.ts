// マイページ's 「これまでの経過」 (issue 27): each move's journal, built from the resident's
// events (one read, move-event-reads.ts) and the applications already read for the list. A move
// is a normal application with its additions (original_application_id) and the revocations that
// cancel its procedures or its additions' (cancels_recipient_id). Names and procedures come from
// the recipient rows, never from the events, which keep no personal data.
import type { components } from '#shared/api/schema';
import { recipientStatuses, type RecipientStatus } from '#shared/recipient-status';
import type { MoveEventData } from '../events/move-events';
import type { StoredMoveEvent } from '../events/move-event-reads';
import type { ApplicationRecord, RecipientRecord } from '../repositories/application-repository';

type TimelineEntry = components['schemas']['TimelineEntry'];
type MailTemplate = NonNullable<TimelineEntry['mail_template']>;
type Filing = Pick<ApplicationRecord, 'id' | 'phase' | 'receptionNumber' | 'originalApplicationId' | 'createdAt'> & { recipients: readonly RecipientRecord[] };

/** The mails the contract names; an event of another template (a newer server's) is shown without its name. */
const mailTemplates: Readonly<Record<MailTemplate, true>> = {
  filed: true,
  addition_filed: true,
  cancellation_filed: true,
  fraud_alert: true,
  recipient_received: true,
  recipient_completed: true,
  recipient_returned: true,
  recipient_failed: true,
  visit_tomorrow: true,
  move_deadline: true,
  failed_reminder: true,
};

/** Of events at one instant, the order a resident expects: the filing before what it caused. */
const kindOrder: Readonly<Record<TimelineEntry['kind'], number>> = {
  filed: 0,
  visit_reserved: 1,
  visit_changed: 1,
  visit_cancelled: 1,
  recipient_status: 2,
  mail_sent: 3,
  receipt_issued: 4,
};

const isMailTemplate = (value: unknown): value is MailTemplate => typeof value === 'string' && Object.hasOwn(mailTemplates, value);
const isStatus = (value: string | null): value is RecipientStatus => recipientStatuses.includes(value as RecipientStatus);

function visitOf(data: MoveEventData): TimelineEntry['visit'] {
  if (typeof data.date !== 'string') return undefined;
  return { date: data.date, slot: typeof data.slot === 'string' ? data.slot : null };
}

/** The normal application each filing belongs to: itself, its addition's original, or what its revocation cancels. */
function movesOf(records: readonly Filing[]): Map<string, string> {
  const ownerOfRecipient = new Map(records.flatMap((record) => record.recipients.map((recipient) => [recipient.id, record] as const)));
  const moveOf = (record: Filing, seen: number): string => {
    if (seen > 2) return record.id;
    const cancelled = record.recipients.find((recipient) => recipient.cancelsRecipientId)?.cancelsRecipientId;
    const owner = cancelled ? ownerOfRecipient.get(cancelled) : undefined;
    if (owner) return moveOf(owner, seen + 1);
    const original = record.originalApplicationId ? records.find((candidate) => candidate.id === record.originalApplicationId) : undefined;
    return original ? moveOf(original, seen + 1) : record.id;
  };
  return new Map(records.map((record) => [record.id, moveOf(record, 0)]));
}

/** One event as the contract's entry, or null for an application that is not (yet) submitted. */
function entryOf(event: StoredMoveEvent, record: Filing, recipients: ReadonlyMap<string, RecipientRecord>): TimelineEntry | null {
  if (!record.receptionNumber) return null;
  const recipient = event.recipientId ? recipients.get(event.recipientId) : undefined;
  const template = event.kind === 'mail_sent' ? event.data.template : undefined;
  const visit = event.kind.startsWith('visit_') ? visitOf(event.data) : undefined;
  return {
    at: event.at.toISOString(),
    kind: event.kind,
    reception_number: record.receptionNumber,
    phase: record.phase,
    ...(recipient ? { recipient: { name: recipient.name, procedure: recipient.procedure } } : {}),
    ...(event.kind === 'recipient_status' && isStatus(event.status) ? { status: event.status } : {}),
    ...(isMailTemplate(template) ? { mail_template: template } : {}),
    ...(visit ? { visit } : {}),
  };
}

/**
 * Each move's timeline by its normal application's id, oldest first. `records` are the
 * resident's own applications and `events` their own events: both read for one user.
 */
export function moveTimelines(records: readonly Filing[], events: readonly StoredMoveEvent[]): Map<string, TimelineEntry[]> {
  const byId = new Map(records.map((record) => [record.id, record]));
  const moves = movesOf(records);
  const recipients = new Map(records.flatMap((record) => record.recipients.map((recipient) => [recipient.id, recipient] as const)));
  // Ties at one instant (one run of the delivery job) read in filing order, then recipient order.
  const filedAt = (event: StoredMoveEvent) => byId.get(event.applicationId)?.createdAt.getTime() ?? 0;
  const positionOf = (event: StoredMoveEvent) => (event.recipientId ? (recipients.get(event.recipientId)?.position ?? 0) : -1);
  const ordered = events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event.at.getTime() - b.event.at.getTime() ||
        kindOrder[a.event.kind] - kindOrder[b.event.kind] ||
        filedAt(a.event) - filedAt(b.event) ||
        positionOf(a.event) - positionOf(b.event) ||
        a.index - b.index,
    );
  const timelines = new Map<string, TimelineEntry[]>();
  for (const { event } of ordered) {
    const record = byId.get(event.applicationId);
    const move = moves.get(event.applicationId);
    const entry = record && move ? entryOf(event, record, recipients) : null;
    if (!entry || !move) continue;
    const timeline = timelines.get(move) ?? [];
    timeline.push(entry);
    timelines.set(move, timeline);
  }
  return timelines;
}
