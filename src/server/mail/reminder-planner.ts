// The reminder planner (issue 28): turns the move events it has not looked at yet into reminders
// scheduled or cancelled, and marks the events, in one transaction, like the mail planner (rows
// locked with SKIP LOCKED, so two planners take different events; the unique key makes a second
// scheduling of a reason insert nothing). So a reminder's reason, once committed, cannot be lost
// to a crash. A visit reserved schedules its visit reminder and the 14-day limit's; a visit moved
// replaces its visit reminder; a delivery given up schedules its own. A reason that goes (完了, a
// return, the visit moved or cancelled, a cancellation filed or accepted, a failed delivery
// re-queued) cancels what waits for it. Whatever is decided here is checked again when it is due.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { flows } from '#shared/flows';
import type { Db } from '../db/database-handle';
import { applicationRecipients, applications, moveEvents, reminders, type reminderKinds } from '../db/schema';
import type { ApplicationRecord, ApplicationRepository } from '../repositories/application-repository';
import { createApplicationRepository } from '../repositories/application-repository';
import type { DocumentCipher } from '../crypto/document-cipher';
import { addressOf, moveDateOf } from './mail-facts';
import { deadlineWindow, failedWindow, visitWindow, type ReminderWindow } from './reminder-times';

export type ReminderKind = (typeof reminderKinds)[number];

/** Why a reminder was not sent: a code for the operator, never a name. */
export type CancelReason =
  | 'completed'
  | 'returned'
  | 'failed'
  | 'visit_moved'
  | 'procedure_cancelled'
  | 'requeued'
  | 'status_moved'
  | 'visit_ahead'
  | 'preference_off'
  | 'no_address'
  | 'too_late'
  | 'application_gone';

/** Events planned per transaction; a run takes batch after batch until one is not full. */
export const PLAN_BATCH = 100;

export interface ScheduledReminder {
  id: string;
  dueAt: Date;
}

export interface ReminderPlan {
  events: number;
  scheduled: ScheduledReminder[];
  cancelled: number;
}

interface PlannedEvent {
  id: string;
  userId: string;
  applicationId: string;
  kind: string;
  recipientId: string | null;
  status: string | null;
  data: unknown;
  at: Date;
  phase: number;
}

interface NewReminder {
  userId: string;
  applicationId: string;
  recipientId: string;
  kind: ReminderKind;
  key: string;
  window: ReminderWindow;
  data?: Record<string, string | null>;
}

const visitDataOf = (data: unknown): { date: string; slot: string | null } | null => {
  const value = data as { date?: unknown; slot?: unknown } | null;
  return typeof value?.date === 'string' ? { date: value.date, slot: typeof value.slot === 'string' ? value.slot : null } : null;
};

/** Cancels what still waits for the recipient's reminders of these kinds (all kinds when none given). */
async function cancelWaiting(tx: Db, recipientIds: readonly string[], reason: CancelReason, now: Date, kinds?: readonly ReminderKind[]): Promise<number> {
  if (recipientIds.length === 0) return 0;
  const rows = await tx
    .update(reminders)
    .set({ state: 'cancelled', cancelReason: reason, settledAt: now })
    .where(and(inArray(reminders.recipientId, [...recipientIds]), eq(reminders.state, 'scheduled'), kinds ? inArray(reminders.kind, [...kinds]) : undefined))
    .returning({ id: reminders.id });
  return rows.length;
}

/** What a recipient's new status ends: 完了 ends them all; a return or a failure ends the visit; any move out of failed (the operator's re-queue) ends the failure's reminder. */
async function cancelForStatus(tx: Db, event: PlannedEvent, now: Date): Promise<number> {
  if (!event.recipientId) return 0;
  const ids = [event.recipientId];
  if (event.status === 'completed') return cancelWaiting(tx, ids, 'completed', now);
  let cancelled = 0;
  if (event.status === 'returned' || event.status === 'failed') cancelled += await cancelWaiting(tx, ids, event.status, now, ['visit_tomorrow']);
  if (event.status !== 'failed') cancelled += await cancelWaiting(tx, ids, event.status === 'pending' ? 'requeued' : 'status_moved', now, ['failed_reminder']);
  return cancelled;
}

/** The procedures a revocation (or one of its recipient rows) cancels. */
async function cancelledProcedures(tx: Db, by: { applicationId: string } | { recipientId: string }): Promise<string[]> {
  const rows = await tx
    .select({ id: applicationRecipients.cancelsRecipientId })
    .from(applicationRecipients)
    .where('applicationId' in by ? eq(applicationRecipients.applicationId, by.applicationId) : eq(applicationRecipients.id, by.recipientId));
  return rows.map((row) => row.id).filter((id): id is string => id !== null);
}

export async function planReminders(db: Db, { cipher, now }: { cipher: DocumentCipher; now: Date }): Promise<ReminderPlan> {
  return db.transaction(async (tx) => {
    const events: PlannedEvent[] = await tx
      .select({
        id: moveEvents.id,
        userId: moveEvents.userId,
        applicationId: moveEvents.applicationId,
        kind: moveEvents.kind,
        recipientId: moveEvents.recipientId,
        status: moveEvents.status,
        data: moveEvents.data,
        at: moveEvents.at,
        phase: applications.phase,
      })
      .from(moveEvents)
      .innerJoin(applications, eq(applications.id, moveEvents.applicationId))
      .where(isNull(moveEvents.reminderPlannedAt))
      .orderBy(asc(moveEvents.at), asc(moveEvents.id))
      .limit(PLAN_BATCH)
      .for('update', { of: moveEvents, skipLocked: true });
    if (events.length === 0) return { events: 0, scheduled: [], cancelled: 0 };

    const records = cachedRecords(createApplicationRepository(tx, { cipher }));
    let cancelled = 0;
    const wanted: NewReminder[] = [];
    for (const event of events) {
      const base = { userId: event.userId, applicationId: event.applicationId };
      if (event.phase === flows.revocation.phase) {
        // A cancellation filed ends the visit (its reservation is cancelled with it) and a failed
        // delivery's reminder; the 14-day limit waits for the municipality to accept it (取消済み):
        // refused, the 転入届 is still due.
        if (event.kind === 'filed') cancelled += await cancelWaiting(tx, await cancelledProcedures(tx, { applicationId: event.applicationId }), 'procedure_cancelled', now, ['visit_tomorrow', 'failed_reminder']);
        if (event.kind === 'recipient_status' && event.status === 'completed' && event.recipientId) {
          cancelled += await cancelWaiting(tx, await cancelledProcedures(tx, { recipientId: event.recipientId }), 'procedure_cancelled', now);
        }
        continue;
      }
      if (event.kind === 'visit_cancelled' && event.recipientId) cancelled += await cancelWaiting(tx, [event.recipientId], 'procedure_cancelled', now, ['visit_tomorrow']);
      if (event.kind === 'recipient_status') cancelled += await cancelForStatus(tx, event, now);
      if (event.kind === 'visit_changed' && event.recipientId) cancelled += await cancelWaiting(tx, [event.recipientId], 'visit_moved', now, ['visit_tomorrow']);

      if (!event.recipientId) continue;
      const recipientId = event.recipientId;
      if (event.kind === 'visit_reserved' || event.kind === 'visit_changed') {
        const visit = visitDataOf(event.data);
        const window = visit ? visitWindow(visit.date) : null;
        if (visit && window) wanted.push({ ...base, recipientId, kind: 'visit_tomorrow', key: `visit:${event.id}`, window, data: visit });
      }
      if (event.kind === 'visit_reserved') {
        // The new municipality's procedure is the one with a visit: the 転入届 or 転居届 is filed there.
        const moveDate = moveDateOf(await records(event.applicationId));
        const window = moveDate ? deadlineWindow(moveDate) : null;
        if (window) wanted.push({ ...base, recipientId, kind: 'move_deadline', key: `deadline:${recipientId}`, window });
      }
      if (event.kind === 'recipient_status' && event.status === 'failed') {
        wanted.push({ ...base, recipientId, kind: 'failed_reminder', key: `failed:${event.id}`, window: failedWindow(event.at) });
      }
    }

    const rows = [];
    for (const reminder of wanted) {
      // Too late already (an old event), or no address to write to: nothing to schedule.
      if (now.getTime() >= reminder.window.until.getTime()) continue;
      if (!addressOf(await records(reminder.applicationId))) continue;
      const { window, data, ...rest } = reminder;
      rows.push({ ...rest, dueAt: window.dueAt, data: { ...data, until: window.until.toISOString() }, createdAt: now });
    }
    const scheduled = rows.length === 0 ? [] : await tx.insert(reminders).values(rows).onConflictDoNothing({ target: reminders.key }).returning({ id: reminders.id, dueAt: reminders.dueAt });
    await tx
      .update(moveEvents)
      .set({ reminderPlannedAt: now })
      .where(and(inArray(moveEvents.id, events.map((event) => event.id)), isNull(moveEvents.reminderPlannedAt)));
    return { events: events.length, scheduled, cancelled };
  });
}

/** Each application read (and decrypted) once per planning. */
function cachedRecords(applicationsRepository: Pick<ApplicationRepository, 'findForDelivery'>) {
  const cache = new Map<string, Promise<ApplicationRecord | null>>();
  return (applicationId: string) => {
    const known = cache.get(applicationId) ?? applicationsRepository.findForDelivery(applicationId);
    cache.set(applicationId, known);
    return known;
  };
}
