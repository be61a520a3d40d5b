// マイページ's timeline reads the resident's whole journal at once (issue 27): one query for all
// their moves, filtered by the owner, so another resident's events are never even read.
import { asc, eq } from 'drizzle-orm';
import type { RecipientStatus } from '#shared/recipient-status';
import type { Db } from '../db/database-handle';
import { moveEvents } from '../db/schema';
import { isUuid } from '../repositories/ids';
import type { MoveEventData, MoveEventKind } from './move-events';

/** An event as it was journaled. */
export interface StoredMoveEvent {
  applicationId: string;
  kind: MoveEventKind;
  recipientId: string | null;
  status: RecipientStatus | null;
  data: MoveEventData;
  at: Date;
}

export function createMoveEventReader(db: Db) {
  return {
    /** Every event of the user's applications, oldest first. */
    async listForUser(userId: string): Promise<StoredMoveEvent[]> {
      if (!isUuid(userId)) return [];
      const rows = await db
        .select({
          applicationId: moveEvents.applicationId,
          kind: moveEvents.kind,
          recipientId: moveEvents.recipientId,
          status: moveEvents.status,
          data: moveEvents.data,
          at: moveEvents.at,
        })
        .from(moveEvents)
        .where(eq(moveEvents.userId, userId))
        .orderBy(asc(moveEvents.at), asc(moveEvents.id));
      return rows.map((row) => ({
        ...row,
        kind: row.kind as MoveEventKind,
        status: row.status as RecipientStatus | null,
        data: (row.data ?? {}) as MoveEventData,
      }));
    },
  };
}

export type MoveEventReader = ReturnType<typeof createMoveEventReader>;
