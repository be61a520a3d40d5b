// The retention purge (issue 28) decides per move: only a move whose every procedure settled (完了,
// 差戻し, given up, or 取消済み through an accepted cancellation) and whose outbox and mail outbox
// are done is purged, and only once its last change is older than the cutoff; everything of other
// moves and other residents stays. Drafts go by their last save.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecipientStatus } from '#shared/recipient-status';
import { useTestDatabase } from '../db/test-database';
import type { Db } from '../db/database-handle';
import { applicationRecipients, deliveries, devInboxMessages, devMailMessages, drafts, householdAnswers, mailMessages, moveEvents, reminders } from '../db/schema';
import { createApplicationRepository, recipientReasonAad, type NewRecipient } from './application-repository';
import { purgeDraftsSavedBefore, purgeSettledApplicationsBefore } from './retention-purge';
import { createTestUser, newSubmission, testCipher, writeDraft } from './test-fixtures';
import { and, eq, sql } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;
const filedAt = new Date('2026-01-10T03:00:00Z');
const settledAt = new Date('2026-01-20T03:00:00Z');
const days = (n: number) => new Date(settledAt.getTime() + n * DAY_MS);
/** The cutoff of a 30-day period at `now`. */
const cutoffAt = (now: Date) => new Date(now.getTime() - 30 * DAY_MS);

const municipality = (jis: string): NewRecipient => ({ kind: 'municipality', procedure: 'move_out', name: '千代田区', address: { jis_code: jis }, status: 'pending' });
const business = (id: string): NewRecipient => ({ kind: 'business', procedure: 'businesses', name: 'さくらガス', address: { business_id: id }, status: 'pending' });

describe('the retention purge', () => {
  const database = useTestDatabase();
  const cipher = testCipher();

  /** Files an application (an addition or a revocation when `original` is given) and walks its recipients to `statuses`, delivered, at `at`. */
  async function file(db: Db, userId: string, statuses: RecipientStatus[], options: { original?: string; cancels?: string[]; at?: Date; phase?: 1 | 2 | 3 } = {}) {
    const applications = createApplicationRepository(db, { cipher });
    const recipients = statuses.map((_, index) => ({
      ...(index % 2 === 0 ? municipality('131016') : business('sakura-gas')),
      ...(options.cancels?.[index] ? { cancelsRecipientId: options.cancels[index] } : {}),
    }));
    const created = await applications.insertSubmission(userId, {
      ...newSubmission({ phase: options.phase ?? 1, document: { applicant: '鶲 実', phone: '090-4826-1937' }, submittedAt: filedAt }),
      ...(options.original ? { originalApplicationId: options.original } : {}),
      recipients,
    });
    if (created.kind !== 'created') throw new Error(created.kind);
    const id = created.submission.id;
    for (const [position, status] of statuses.entries()) {
      const reason = status === 'returned' ? cipher.seal('鶲 実さんの住所が確認できません', recipientReasonAad(id, position)) : null;
      await db
        .update(applicationRecipients)
        .set({ status, statusReason: reason, updatedAt: options.at ?? settledAt })
        .where(and(eq(applicationRecipients.applicationId, id), eq(applicationRecipients.position, position)));
    }
    await db.update(deliveries).set({ state: 'delivered', updatedAt: filedAt }).where(eq(deliveries.applicationId, id));
    const rows = await db.select({ id: applicationRecipients.id, deliveryId: deliveries.id }).from(applicationRecipients)
      .innerJoin(deliveries, and(eq(deliveries.applicationId, applicationRecipients.applicationId), eq(deliveries.recipientPosition, applicationRecipients.position)))
      .where(eq(applicationRecipients.applicationId, id))
      .orderBy(applicationRecipients.position);
    // The development inbox's copy of each message and the development mailbox's copy of a sent mail.
    for (const row of rows) await db.insert(devInboxMessages).values({ recipient: 'municipality.131016', webhookId: row.deliveryId, messageType: 'application.submitted', payload: cipher.seal({ name: '鶲 実' }, `dev-inbox:${row.deliveryId}`) });
    const [mail] = await db.insert(mailMessages).values({ userId, applicationId: id, template: 'filed', key: `${randomUUID()}:filed`, state: 'sent', messageId: null }).returning({ id: mailMessages.id });
    await db.insert(devMailMessages).values({ messageId: `<${mail!.id}@utsuru.localhost>`, raw: cipher.seal('To: hitaki@example.jp', 'dev-mail') });
    await db.insert(moveEvents).values({ userId, applicationId: id, kind: 'visit_reserved', data: { date: '2026/01/15', slot: '10:00' }, at: filedAt });
    if (!options.original) await db.insert(householdAnswers).values({ applicationId: id, userId, answers: cipher.seal({ children: [{ age: 7 }] }, `household-answers:${userId}:${id}`) });
    return { id, recipientIds: rows.map((row) => row.id) };
  }

  async function state(db: Db, id: string) {
    const { rows } = (await db.execute(sql`select
        (select document is not null from applications where id = ${id}) as document,
        (select (extract(epoch from purged_at) * 1000)::float8 from applications where id = ${id}) as purged_ms,
        (select reception_number from applications where id = ${id}) as reception_number,
        (select array_agg(status order by position) from application_recipients where application_id = ${id}) as statuses,
        (select count(*)::int from application_recipients where application_id = ${id} and status_reason is not null) as reasons,
        (select count(*)::int from dev_inbox_messages where webhook_id in (select id::text from deliveries where application_id = ${id})) as inbox,
        (select count(*)::int from dev_mail_messages dm join mail_messages m on dm.message_id = '<' || m.id::text || '@utsuru.localhost>' where m.application_id = ${id}) as mailbox,
        (select count(*)::int from move_events where application_id = ${id} and data <> '{}'::jsonb) as event_data,
        (select count(*)::int from household_answers where application_id = ${id}) as household`)) as unknown as { rows: Record<string, unknown>[] };
    return rows[0]!;
  }
  const kept = { document: true, purged_ms: null, reasons: expect.any(Number), inbox: expect.any(Number), mailbox: 1, event_data: 1, household: expect.any(Number) };
  const purged = (now: Date) => ({ document: false, purged_ms: now.getTime(), reasons: 0, inbox: 0, mailbox: 0, event_data: 0, household: 0 });

  it('purges a settled move only after the period, and leaves its 受付番号 and statuses', async () => {
    const { db } = database();
    const userId = await createTestUser(db, cipher);
    const move = await file(db, userId, ['completed', 'returned', 'failed']);
    // A reminder still waiting (its visit's day in its data) has nothing left to remind of once purged.
    await db.insert(reminders).values({ userId, applicationId: move.id, recipientId: move.recipientIds[0]!, kind: 'visit_tomorrow', key: `visit:${randomUUID()}`, dueAt: days(60), data: { date: '2026/01/15', slot: '10:00' } });
    const reminder = async () => (await db.select({ state: reminders.state, data: reminders.data, cancelReason: reminders.cancelReason }).from(reminders).where(eq(reminders.applicationId, move.id)))[0];
    const before = await state(db, move.id);
    expect(before).toMatchObject({ ...kept, reasons: 1, inbox: 3, household: 1 });

    expect(await purgeSettledApplicationsBefore(db, cutoffAt(days(29)), days(29))).toBe(0);
    expect(await state(db, move.id)).toEqual(before);
    expect(await reminder()).toMatchObject({ state: 'scheduled', cancelReason: null });
    const now = days(31);
    expect(await purgeSettledApplicationsBefore(db, cutoffAt(now), now)).toBe(1);
    expect(await state(db, move.id)).toEqual({ ...purged(now), reception_number: before.reception_number, statuses: ['completed', 'returned', 'failed'] });
    expect(await reminder()).toEqual({ state: 'cancelled', data: {}, cancelReason: 'purged' });
    // The minimal record is not a live application: the lists and the delivery job pass it by.
    const applications = createApplicationRepository(db, { cipher });
    expect(await applications.listForUser(userId)).toEqual([]);
    expect(await applications.findForDelivery(move.id)).toBeNull();
    expect(await applications.listPurgedForUser(userId)).toMatchObject([{ id: move.id, receptionNumber: before.reception_number, purgedAt: now }]);
  });

  it('waits for the whole move: an open addition, a pending message or a refused cancellation holds it; an accepted cancellation settles it', async () => {
    const { db } = database();
    const userId = await createTestUser(db, cipher);
    const other = await createTestUser(db, cipher);
    const now = days(31);

    const withOpenAddition = await file(db, userId, ['completed']);
    const addition = await file(db, userId, ['received'], { original: withOpenAddition.id, phase: 2 });

    const withPendingMessage = await file(db, userId, ['completed']);
    await db.update(deliveries).set({ state: 'pending' }).where(eq(deliveries.applicationId, withPendingMessage.id));

    const cancelled = await file(db, userId, ['received', 'completed']);
    const revocation = await file(db, userId, ['completed'], { original: cancelled.id, cancels: [cancelled.recipientIds[0]!], phase: 3 });

    const refused = await file(db, userId, ['received']);
    const refusal = await file(db, userId, ['returned'], { original: refused.id, cancels: [refused.recipientIds[0]!], phase: 3 });

    const lateChange = await file(db, userId, ['completed']);
    const lateAddition = await file(db, userId, ['completed'], { original: lateChange.id, phase: 2, at: days(5) });

    const othersSettled = await file(db, other, ['completed']);
    const othersOpen = await file(db, other, ['delivered']);

    expect(await purgeSettledApplicationsBefore(db, cutoffAt(now), now)).toBe(3);
    for (const id of [withOpenAddition.id, addition.id, withPendingMessage.id, refused.id, refusal.id, lateChange.id, lateAddition.id, othersOpen.id]) {
      expect(await state(db, id), id).toMatchObject(kept);
    }
    for (const id of [cancelled.id, revocation.id, othersSettled.id]) expect(await state(db, id)).toMatchObject(purged(now));

    // Five days later the late addition's move is due too, addition and all.
    const later = days(36);
    expect(await purgeSettledApplicationsBefore(db, cutoffAt(later), later)).toBe(2);
    for (const id of [lateChange.id, lateAddition.id]) expect(await state(db, id)).toMatchObject(purged(later));
    expect(await state(db, withOpenAddition.id)).toMatchObject(kept);
  });

  it('deletes drafts last saved before the cutoff, and no other', async () => {
    const { db, query } = database();
    const userId = await createTestUser(db, cipher);
    const other = await createTestUser(db, cipher);
    await writeDraft(db, cipher, userId, 1, { name: '鶲 実' });
    await writeDraft(db, cipher, userId, 2, { name: '鶲 実' });
    await writeDraft(db, cipher, other, 1, { name: '別人' });
    const now = new Date('2026-03-01T00:00:00Z');
    const savedAt = async (user: string, phase: number, at: Date) => db.update(drafts).set({ updatedAt: at }).where(and(eq(drafts.userId, user), eq(drafts.phase, phase)));
    await savedAt(userId, 1, new Date(now.getTime() - 30 * DAY_MS - 60_000));
    await savedAt(userId, 2, new Date(now.getTime() - 30 * DAY_MS + 60_000));
    await savedAt(other, 1, new Date(now.getTime() - 400 * DAY_MS));

    expect(await purgeDraftsSavedBefore(db, cutoffAt(now))).toBe(2);
    const { rows } = await query('select user_id, phase from drafts where user_id = any($1::uuid[])', [[userId, other]]);
    expect(rows).toEqual([{ user_id: userId, phase: 2 }]);
  });
});
