// A visit's slot is taken in the transaction that stores the application (issue 27): the counter
// row of (office, day, time) is counted up only while `taken < capacity`, and PostgreSQL's row
// lock makes a second resident wait for the first one's commit and then see the slot full. A
// revocation (decision 021) frees the slots of the procedures it cancels in its own transaction.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { moveEvents, visitReservations, visitSlotCounters } from '../db/schema';
import { recordMoveEvent } from '../events/move-events';

/** The visit a submitted 転入予定連絡 or 転居予定連絡 announces. */
export interface NewVisit {
  /** The position of its procedure's recipient in the submission. */
  recipientPosition: number;
  jisCode: string;
  visitDate: string;
  /** The slot and how many it takes, or null where the municipality takes a date only. */
  slot: { time: string; capacity: number } | null;
}

export interface VisitBooking {
  userId: string;
  at: Date;
  visits: readonly NewVisit[];
  /** The recipients whose procedures a revocation cancels: their visits are cancelled with it. */
  cancelsRecipientIds: readonly string[];
}

class SlotFull extends Error {}
class NothingCreated extends Error {}

interface SlotKey {
  jisCode: string;
  visitDate: string;
  slotTime: string;
}

const counterOf = (key: SlotKey) =>
  and(eq(visitSlotCounters.jisCode, key.jisCode), eq(visitSlotCounters.visitDate, key.visitDate), eq(visitSlotCounters.slotTime, key.slotTime));

/** The counter rows exist before a transaction takes a place in one (made once, never deleted). */
export async function ensureCounters(db: Db, visits: readonly NewVisit[]): Promise<void> {
  const rows = visits.flatMap((visit) => (visit.slot ? [{ jisCode: visit.jisCode, visitDate: visit.visitDate, slotTime: visit.slot.time, capacity: visit.slot.capacity }] : []));
  if (rows.length > 0) await db.insert(visitSlotCounters).values(rows).onConflictDoNothing();
}

/** One place of the slot, or false when it is full; the row stays locked until the transaction ends. */
export async function takeSlot(tx: Db, key: SlotKey): Promise<boolean> {
  const taken = await tx
    .update(visitSlotCounters)
    .set({ taken: sql`${visitSlotCounters.taken} + 1` })
    .where(and(counterOf(key), sql`${visitSlotCounters.taken} < ${visitSlotCounters.capacity}`))
    .returning({ taken: visitSlotCounters.taken });
  return taken.length > 0;
}

export async function freeSlot(tx: Db, key: SlotKey): Promise<void> {
  await tx
    .update(visitSlotCounters)
    .set({ taken: sql`${visitSlotCounters.taken} - 1` })
    .where(and(counterOf(key), sql`${visitSlotCounters.taken} > 0`));
}

const slotData = (visitDate: string, slotTime: string | null) => ({ date: visitDate, slot: slotTime });

/**
 * The reservations and their 'visit_reserved' events as more CTEs of the submission's one
 * statement (application-repository.ts): they select from its `recipient` CTE, so they exist
 * exactly when the application does. `at` is the statement's timestamp parameter.
 */
export function visitReservationCtes(userId: string, visits: readonly NewVisit[], at: unknown): SQL {
  if (visits.length === 0) return sql``;
  const rows = visits.map((visit) => ({ position: visit.recipientPosition, jisCode: visit.jisCode, visitDate: visit.visitDate, slotTime: visit.slot?.time ?? null }));
  return sql`, visit as (
        insert into ${visitReservations} (application_id, user_id, recipient_id, jis_code, visit_date, slot_time, created_at, updated_at)
        select recipient.application_id, ${userId}, recipient.id, v."jisCode", v."visitDate", v."slotTime", ${at}::timestamptz, ${at}::timestamptz
        from recipient join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(position smallint, "jisCode" text, "visitDate" text, "slotTime" text) on v.position = recipient.position
        returning application_id, recipient_id, visit_date, slot_time
      ), visit_event as (
        insert into ${moveEvents} (user_id, application_id, kind, recipient_id, data, at)
        select ${userId}, application_id, 'visit_reserved', recipient_id, jsonb_build_object('date', visit_date, 'slot', slot_time), ${at}::timestamptz from visit
      )`;
}

/** The cancelled procedures' visits: cancelled (a higher SEQUENCE for the calendar), their slots freed. */
async function cancelReservations(tx: Db, booking: VisitBooking): Promise<void> {
  for (const recipientId of booking.cancelsRecipientIds) {
    const [cancelled] = await tx
      .update(visitReservations)
      .set({ state: 'cancelled', sequence: sql`${visitReservations.sequence} + 1`, updatedAt: booking.at })
      .where(and(eq(visitReservations.recipientId, recipientId), eq(visitReservations.userId, booking.userId), eq(visitReservations.state, 'reserved')))
      .returning();
    if (!cancelled) continue;
    if (cancelled.slotTime) await freeSlot(tx, { jisCode: cancelled.jisCode, visitDate: cancelled.visitDate, slotTime: cancelled.slotTime });
    await recordMoveEvent(tx, {
      userId: booking.userId,
      applicationId: cancelled.applicationId,
      kind: 'visit_cancelled',
      recipientId,
      data: slotData(cancelled.visitDate, cancelled.slotTime),
      at: booking.at,
    });
  }
}

/** Whether a submission takes a slot's place or frees a visit, so that it needs the transaction (a date-only visit is one more CTE of its statement). */
export const booksVisits = (booking: VisitBooking): boolean => booking.visits.some((visit) => visit.slot !== null) || booking.cancelsRecipientIds.length > 0;

/**
 * Runs the submission's insert inside a transaction with its visits: the slots are taken first
 * (the lock is held to the commit), then the application with its reservations and events, then
 * a revocation's cancellations. A
 * full slot rolls everything back ('slot-full'); an insert that created nothing (a retry, a
 * conflict) rolls back too and answers undefined, as the plain insert does.
 */
export async function insertWithVisits<R extends { id: string }>(db: Db, booking: VisitBooking, insert: (tx: Db) => Promise<R | undefined>): Promise<R | undefined | 'slot-full'> {
  await ensureCounters(db, booking.visits);
  try {
    return await db.transaction(async (tx) => {
      for (const visit of booking.visits) {
        if (visit.slot && !(await takeSlot(tx, { jisCode: visit.jisCode, visitDate: visit.visitDate, slotTime: visit.slot.time }))) throw new SlotFull();
      }
      const created = await insert(tx);
      if (!created) throw new NothingCreated();
      await cancelReservations(tx, booking);
      return created;
    });
  } catch (error) {
    if (error instanceof SlotFull) return 'slot-full';
    if (error instanceof NothingCreated) return undefined;
    throw error;
  }
}
