// The retention purge of residents' filings (issue 28): what the privacy policy promises. An unsent
// draft goes whole some days after its last save. A filed application keeps its personal data until
// its whole move (the normal application, its additions and its revocations, which all name it as
// their original) has settled: every recipient 完了, 差戻し, given up (failed) or 取消済み (its
// cancellation accepted), nothing left in the outbox or the mail outbox. Some days after the last
// of those changes, every row of the move that carries personal data is deleted or emptied, in one
// transaction; the 受付番号, the digest and the statuses stay as the minimal record. See the
// table-by-table decision in README's "Retention".
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import {
  applicationRecipients,
  applications,
  deliveries,
  devInboxMessages,
  devMailMessages,
  drafts,
  householdAnswers,
  mailMessages,
  moveEvents,
  reminders,
  signatureRequests,
  visitReservations,
} from '../db/schema';

/** Deletes every draft last saved before the cutoff; answers how many. */
export async function purgeDraftsSavedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(drafts).where(lt(drafts.updatedAt, cutoff)).returning({ userId: drafts.userId });
  return rows.length;
}

/** Moves purged per transaction: a backlog (the first run after a long pause) goes in several short ones. */
const PURGE_BATCH = 100;

/**
 * The applications (not yet purged) of every move that settled before the cutoff. A move is its
 * normal application's id; its additions and revocations point at it. A recipient counts as
 * settled when its status is final, or when a revocation's cancellation of it was accepted.
 */
function settledMovesBefore(cutoff: Date) {
  return sql`with member as (
      select id, coalesce(original_application_id, id) as move_id, purged_at from ${applications}
    ), unsettled as (
      select m.move_id from member m join ${applicationRecipients} r on r.application_id = m.id
       where r.status not in ('completed', 'returned', 'failed')
         and not exists (select 1 from ${applicationRecipients} c where c.cancels_recipient_id = r.id and c.status = 'completed')
      union select m.move_id from member m join ${deliveries} d on d.application_id = m.id where d.state in ('pending', 'sending')
      union select m.move_id from member m join ${mailMessages} x on x.application_id = m.id where x.state in ('pending', 'sending')
    ), change as (
      select m.move_id, a.created_at as at from member m join ${applications} a on a.id = m.id
      union all select m.move_id, r.updated_at from member m join ${applicationRecipients} r on r.application_id = m.id
      union all select m.move_id, d.updated_at from member m join ${deliveries} d on d.application_id = m.id
    ), due as (
      select move_id from change where move_id in (select move_id from member where purged_at is null)
       group by move_id having max(at) < ${cutoff.toISOString()}::timestamptz
      except select move_id from unsettled
      limit ${PURGE_BATCH}
    )
    select m.id from member m join due on due.move_id = m.move_id where m.purged_at is null`;
}

/** Empties or deletes every row of these applications that carries personal data, and marks them purged. */
async function purgeApplications(tx: Db, ids: readonly string[], now: Date): Promise<void> {
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const at = now.toISOString();
  // The development inbox's copies of the messages (webhook-id = the outbox row's id): the whole document.
  await tx.execute(sql`delete from ${devInboxMessages} where webhook_id in (select id::text from ${deliveries} where application_id = any(${list}))`);
  // The development mailbox's copies of the mails (Message-ID <mail row id@domain>): name, address, reasons.
  await tx.execute(sql`delete from ${devMailMessages} dm where exists (select 1 from ${mailMessages} m where m.application_id = any(${list})
      and (dm.message_id = m.message_id or dm.message_id like '<' || m.id::text || '@%'))`);
  // When and where the resident was to visit the counter.
  await tx.execute(sql`delete from ${visitReservations} where application_id = any(${list})`);
  // A 差戻し's reason may name the resident; the status itself stays.
  await tx.execute(sql`update ${applicationRecipients} set status_reason = null where application_id = any(${list}) and status_reason is not null`);
  // The journal keeps what happened and when; a visit's day and slot go with the visit.
  await tx.execute(sql`update ${moveEvents} set data = '{}'::jsonb where application_id = any(${list}) and data <> '{}'::jsonb`);
  // A reminder still waiting has nothing left to remind of; its day and slot go with the visit.
  await tx.execute(sql`update ${reminders} set state = 'cancelled', cancel_reason = 'purged', settled_at = ${at}::timestamptz
      where application_id = any(${list}) and state = 'scheduled'`);
  await tx.execute(sql`update ${reminders} set data = '{}'::jsonb where application_id = any(${list}) and data <> '{}'::jsonb`);
  // The household's answers for the counter-procedure checklist (children, insurance, pets, vehicles).
  await tx.execute(sql`delete from ${householdAnswers} where application_id = any(${list})`);
  // The signed request (its encrypted JWS), normally gone a day after it expired already.
  await tx.execute(sql`delete from ${signatureRequests} where id in (select signature_request_id from ${applications} where id = any(${list}))`);
  await tx.execute(sql`update ${applications} set document = null, purged_at = ${at}::timestamptz where id = any(${list})`);
}

/**
 * Purges the personal data of every move whose last recipient settled before the cutoff; answers
 * how many applications (normal, additions, revocations) it purged.
 */
export async function purgeSettledApplicationsBefore(db: Db, cutoff: Date, now: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const { rows } = (await tx.execute(settledMovesBefore(cutoff))) as unknown as { rows: { id: string }[] };
      if (rows.length > 0) await purgeApplications(tx, rows.map((row) => row.id), now);
      return rows.length;
    });
    purged += count;
    if (count === 0) return purged;
  }
}
