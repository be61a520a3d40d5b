// The mail planner (issue 27): turns move events the planner has not looked at yet into mail
// rows, skipping what the resident turned off and residents who gave no address, and marks the
// events planned, in one transaction. Rows are locked with SKIP LOCKED, so two planners take
// different events; the unique key makes a second planning of an event insert nothing.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { applications, mailPreferences, moveEvents } from '../db/schema';
import { createApplicationRepository } from '../repositories/application-repository';
import { addressOf } from './mail-facts';
import { mailKeyOf, templatesFor, wantedTemplates } from './mail-plan';
import type { MailRepository, NewMail } from './mail-repository';

const PLAN_BATCH = 100;

export interface PlanResult {
  events: number;
  mails: number;
}

export async function planMails(db: Db, { cipher, outbox, now }: { cipher: DocumentCipher; outbox: MailRepository; now: Date }): Promise<PlanResult> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select({ id: moveEvents.id, userId: moveEvents.userId, applicationId: moveEvents.applicationId, kind: moveEvents.kind, status: moveEvents.status, recipientId: moveEvents.recipientId, phase: applications.phase })
      .from(moveEvents)
      .innerJoin(applications, eq(applications.id, moveEvents.applicationId))
      .where(isNull(moveEvents.mailPlannedAt))
      .orderBy(asc(moveEvents.at))
      .limit(PLAN_BATCH)
      .for('update', { of: moveEvents, skipLocked: true });
    if (events.length === 0) return { events: 0, mails: 0 };

    const found = createApplicationRepository(tx, { cipher });
    const addresses = new Map<string, string | null>();
    const choices = new Map<string, string[]>();
    const mails: NewMail[] = [];
    for (const event of events) {
      const templates = templatesFor(event);
      if (templates.length === 0) continue;
      if (!addresses.has(event.applicationId)) addresses.set(event.applicationId, addressOf(await found.findForDelivery(event.applicationId)));
      // No address given, no mail: the resident chose not to be written to.
      if (!addresses.get(event.applicationId)) continue;
      if (!choices.has(event.userId)) {
        const [row] = await tx.select({ disabled: mailPreferences.disabled }).from(mailPreferences).where(eq(mailPreferences.userId, event.userId)).limit(1);
        choices.set(event.userId, row?.disabled ?? []);
      }
      for (const template of wantedTemplates(templates, choices.get(event.userId) ?? [])) {
        mails.push({ userId: event.userId, applicationId: event.applicationId, eventId: event.id, recipientId: event.recipientId, template, key: mailKeyOf(event.id, template) });
      }
    }
    const planned = await outbox.plan(tx, mails, now);
    await tx
      .update(moveEvents)
      .set({ mailPlannedAt: now })
      .where(and(inArray(moveEvents.id, events.map((event) => event.id)), isNull(moveEvents.mailPlannedAt)));
    return { events: events.length, mails: planned };
  });
}
