// The journal of each move (issue 27, decision 027): what happened to an application, one row per
// fact, written by the code that changes the state, in its own transaction. マイページ's timeline
// reads it; the mail job plans its mails from the rows it has not looked at yet, so a commit that
// a crash cuts off from its mail still gets it after the restart.
import { sql } from 'drizzle-orm';
import type { RecipientStatus } from '#shared/recipient-status';
import type { Db } from '../db/database-handle';
import { applications, moveEventKinds, moveEvents } from '../db/schema';

export type MoveEventKind = (typeof moveEventKinds)[number];

/** Small, non-personal facts of an event (a mail's template, a visit's slot), never a name or a reason. */
export type MoveEventData = Record<string, string | number | boolean | null>;

export interface MoveEvent {
  userId: string;
  /** The application the event is about: a normal application, an addition or a revocation. */
  applicationId: string;
  kind: MoveEventKind;
  recipientId?: string;
  status?: RecipientStatus;
  data?: MoveEventData;
  at: Date;
}

/** Appends an event; pass the transaction of the change it records. */
export async function recordMoveEvent(db: Db, event: MoveEvent): Promise<void> {
  await db.insert(moveEvents).values({
    userId: event.userId,
    applicationId: event.applicationId,
    kind: event.kind,
    recipientId: event.recipientId ?? null,
    status: event.status ?? null,
    data: event.data ?? {},
    at: event.at,
  });
}

/** The statuses a resident is told of: the delivery's end and each report of the recipient (not the outbox's own waiting). */
export const statusesWorthAnEvent: readonly RecipientStatus[] = ['pending', 'delivered', 'received', 'completed', 'returned', 'failed'];

/**
 * Records a recipient's new status, for the application's owner (looked up in the same
 * statement, so the callers that only know the recipient need no extra read).
 */
export async function recordRecipientStatus(db: Db, change: { applicationId: string; recipientId: string; status: RecipientStatus; at: Date }): Promise<void> {
  if (!statusesWorthAnEvent.includes(change.status)) return;
  await db.execute(sql`insert into ${moveEvents} (user_id, application_id, kind, recipient_id, status, at)
    select ${applications.userId}, ${applications.id}, 'recipient_status', ${change.recipientId}, ${change.status}, ${change.at}::timestamptz
    from ${applications} where ${applications.id} = ${change.applicationId}`);
}
