// A resident moves their visit from マイページ (issue 27). In one transaction: the reservation is
// locked and every rule checked again (the procedure still standing, the day not past, the new
// day within the form's rules, the slot one of that day's with a place left), the new slot's place
// taken and the old one's freed (both counter rows locked in key order, so two residents swapping
// slots cannot deadlock), the reservation moved with a higher SEQUENCE (the .ics keeps its UID),
// a 'visit_changed' event recorded, and a 'visit_change' message for the municipality put in the
// outbox under that SEQUENCE. No new signature: a reschedule is not a new filing.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FieldError } from '#shared/forms/field-errors';
import { visitDateMessage } from '#shared/domain/visit-date';
import { formatCalendarDate, type CalendarDay } from '#shared/validation/calendar-date';
import type { Db } from '../db/database-handle';
import { applicationRecipients, applications, deliveries, visitReservations, visitSlotCounters } from '../db/schema';
import type { ParticipationTable } from '../domain/participation-table';
import { recordMoveEvent } from '../events/move-events';
import { isUuid } from '../repositories/ids';
import { ensureCounters, freeSlot, takeSlot } from '../repositories/visit-booking';
import { visitMessages } from './visit-messages';
import type { VisitReservation } from './visit-repository';
import { isPastVisit } from './visit-summary';
import { slotsOfDay } from './visit-slot-list';

export interface VisitChange {
  userId: string;
  applicationId: string;
  visitDate: string;
  visitTime: string | null;
  /** The application's move date (from its stored document). */
  moveDate: string;
  today: CalendarDay;
  at: Date;
  participation: ParticipationTable;
}

export type VisitChangeOutcome =
  | { kind: 'changed'; reservation: VisitReservation; procedure: string; name: string }
  | { kind: 'field-errors'; errors: FieldError[] }
  /** No visit of this resident's (another resident's application answers the same). */
  | { kind: 'not-found' }
  /** The visit can no longer move: past, cancelled, or its procedure ended. */
  | { kind: 'unchangeable' };

/** Where the procedure still stands: a returned, failed or completed one takes no change. */
const standingStatuses = ['pending', 'sending', 'delivered', 'received'];

class Rollback extends Error {
  constructor(readonly outcome: VisitChangeOutcome) {
    super(outcome.kind);
  }
}

/** The new day's and slot's field errors, before anything is locked (the slot's place is taken in the transaction). */
function fieldErrorsOf(change: VisitChange, jisCode: string): FieldError[] {
  const today = formatCalendarDate(change.today);
  const dateMessage = visitDateMessage(change.visitDate, change.moveDate, today);
  if (dateMessage) return [{ field: 'visit_date', message: dateMessage }];
  const participant = change.participation.participant(jisCode);
  if (!participant?.visit_slots) return change.visitTime === null ? [] : [{ field: 'visit_time', message: visitMessages.slotUnknown }];
  if (!change.visitTime) return [{ field: 'visit_time', message: visitMessages.slotRequired }];
  const known = slotsOfDay(participant, change.visitDate, new Map()).some((slot) => slot.time === change.visitTime);
  return known ? [] : [{ field: 'visit_time', message: visitMessages.slotUnknown }];
}

export async function changeVisit(db: Db, change: VisitChange): Promise<VisitChangeOutcome> {
  if (!isUuid(change.userId) || !isUuid(change.applicationId)) return { kind: 'not-found' };
  const [current] = await db
    .select({ jisCode: visitReservations.jisCode })
    .from(visitReservations)
    .where(and(eq(visitReservations.userId, change.userId), eq(visitReservations.applicationId, change.applicationId)))
    .limit(1);
  if (!current) return { kind: 'not-found' };
  const errors = fieldErrorsOf(change, current.jisCode);
  if (errors.length > 0) return { kind: 'field-errors', errors };
  const slots = change.participation.participant(current.jisCode)?.visit_slots;
  const newSlot = slots && change.visitTime ? { jisCode: current.jisCode, visitDate: change.visitDate, slotTime: change.visitTime } : null;
  if (newSlot && slots) await ensureCounters(db, [{ recipientPosition: 0, jisCode: newSlot.jisCode, visitDate: newSlot.visitDate, slot: { time: newSlot.slotTime, capacity: slots.capacity } }]);

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ reservation: visitReservations, status: applicationRecipients.status, position: applicationRecipients.position, procedure: applicationRecipients.procedure, name: applicationRecipients.name })
        .from(visitReservations)
        .innerJoin(applications, eq(applications.id, visitReservations.applicationId))
        .innerJoin(applicationRecipients, eq(applicationRecipients.id, visitReservations.recipientId))
        .where(and(eq(visitReservations.userId, change.userId), eq(applications.userId, change.userId), eq(visitReservations.applicationId, change.applicationId)))
        .orderBy(asc(visitReservations.createdAt))
        .limit(1)
        .for('update', { of: [visitReservations, applicationRecipients] });
      if (!row) throw new Rollback({ kind: 'not-found' });
      const { reservation } = row;
      if (reservation.state !== 'reserved' || isPastVisit(reservation.visitDate, change.today) || !standingStatuses.includes(row.status)) {
        throw new Rollback({ kind: 'unchangeable' });
      }
      if (reservation.visitDate === change.visitDate && reservation.slotTime === change.visitTime) {
        throw new Rollback({ kind: 'field-errors', errors: [{ field: 'visit_date', message: visitMessages.sameVisit }] });
      }
      const oldSlot = reservation.slotTime ? { jisCode: reservation.jisCode, visitDate: reservation.visitDate, slotTime: reservation.slotTime } : null;
      await lockCounters(tx, [newSlot, oldSlot]);
      if (newSlot && !(await takeSlot(tx, newSlot))) throw new Rollback({ kind: 'field-errors', errors: [{ field: 'visit_time', message: visitMessages.slotFull }] });
      if (oldSlot) await freeSlot(tx, oldSlot);

      const [moved] = await tx
        .update(visitReservations)
        .set({ visitDate: change.visitDate, slotTime: change.visitTime, sequence: sql`${visitReservations.sequence} + 1`, updatedAt: change.at })
        .where(eq(visitReservations.id, reservation.id))
        .returning();
      if (!moved) throw new Error('the locked reservation is gone');
      await recordMoveEvent(tx, {
        userId: change.userId,
        applicationId: change.applicationId,
        kind: 'visit_changed',
        recipientId: reservation.recipientId,
        data: { date: moved.visitDate, slot: moved.slotTime },
        at: change.at,
      });
      await tx.insert(deliveries).values({
        applicationId: change.applicationId,
        recipientPosition: row.position,
        messageKind: 'visit_change',
        visitSequence: moved.sequence,
        nextAttemptAt: change.at,
        createdAt: change.at,
        updatedAt: change.at,
      });
      return { kind: 'changed', reservation: moved, procedure: row.procedure, name: row.name } as const;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
}

type SlotKey = { jisCode: string; visitDate: string; slotTime: string };

/** Locks the counter rows in one order (by day, then time), whatever the change's direction. */
async function lockCounters(tx: Db, keys: readonly (SlotKey | null)[]): Promise<void> {
  const present = keys.filter((key): key is SlotKey => key !== null);
  if (present.length === 0) return;
  const [first] = present;
  if (!first) return;
  await tx
    .select({ time: visitSlotCounters.slotTime })
    .from(visitSlotCounters)
    .where(
      and(
        eq(visitSlotCounters.jisCode, first.jisCode),
        inArray(visitSlotCounters.visitDate, present.map((key) => key.visitDate)),
        inArray(visitSlotCounters.slotTime, present.map((key) => key.slotTime)),
      ),
    )
    .orderBy(asc(visitSlotCounters.visitDate), asc(visitSlotCounters.slotTime))
    .for('update');
}
