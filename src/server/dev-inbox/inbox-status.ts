// Where うつる holds each delivered message's recipient now, read from the app's own rows (the
// inbox runs in the app): the message's webhook-id is its outbox row's id.
import { and, eq, inArray } from 'drizzle-orm';
import type { RecipientStatus } from '#shared/recipient-status';
import type { Db } from '../db/database-handle';
import { applicationRecipients, deliveries } from '../db/schema';
import { isUuid } from '../repositories/ids';

export async function recipientStatusesOf(db: Db, webhookIds: readonly string[]): Promise<Map<string, RecipientStatus>> {
  const ids = webhookIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: deliveries.id, status: applicationRecipients.status })
    .from(deliveries)
    .innerJoin(applicationRecipients, and(eq(applicationRecipients.applicationId, deliveries.applicationId), eq(applicationRecipients.position, deliveries.recipientPosition)))
    .where(inArray(deliveries.id, ids));
  return new Map(rows.map((row) => [row.id, row.status as RecipientStatus]));
}
