// Reads of the visits (issue 27): the places taken on an office day, and each resident's own
// reservations (every read names its owner).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { applicationRecipients, applications, visitReservations, visitSlotCounters } from '../db/schema';
import { isUuid } from '../repositories/ids';

export type VisitReservation = typeof visitReservations.$inferSelect;

export interface ReservationOfApplication {
  reservation: VisitReservation;
  receptionNumber: string | null;
  procedure: string;
  name: string;
}

export function createVisitRepository(db: Db) {
  return {
    /** How many places each slot of the day has taken (a slot nobody took yet has no row). */
    async takenOn(jisCode: string, visitDate: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ time: visitSlotCounters.slotTime, taken: visitSlotCounters.taken })
        .from(visitSlotCounters)
        .where(and(eq(visitSlotCounters.jisCode, jisCode), eq(visitSlotCounters.visitDate, visitDate)));
      return new Map(rows.map((row) => [row.time, row.taken]));
    },

    /** The resident's reservations, by application. */
    async ofUser(userId: string): Promise<Map<string, VisitReservation[]>> {
      const byApplication = new Map<string, VisitReservation[]>();
      if (!isUuid(userId)) return byApplication;
      const rows = await db.select().from(visitReservations).where(eq(visitReservations.userId, userId)).orderBy(asc(visitReservations.createdAt));
      for (const row of rows) byApplication.set(row.applicationId, [...(byApplication.get(row.applicationId) ?? []), row]);
      return byApplication;
    },

    /** The resident's reservation of one application with its 受付番号 and procedure, or null (also for another resident's). */
    async ofApplication(userId: string, applicationId: string): Promise<ReservationOfApplication | null> {
      if (!isUuid(userId) || !isUuid(applicationId)) return null;
      const rows = await db
        .select({ reservation: visitReservations, receptionNumber: applications.receptionNumber, procedure: applicationRecipients.procedure, name: applicationRecipients.name })
        .from(visitReservations)
        .innerJoin(applications, eq(applications.id, visitReservations.applicationId))
        .innerJoin(applicationRecipients, eq(applicationRecipients.id, visitReservations.recipientId))
        .where(and(eq(visitReservations.userId, userId), eq(applications.userId, userId), eq(visitReservations.applicationId, applicationId)))
        .orderBy(asc(visitReservations.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type VisitRepository = ReturnType<typeof createVisitRepository>;
