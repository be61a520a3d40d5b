// The app's identity-data update requests (xid_data_update_request, brief §4, decision 020), per
// resident: which provider request was made, and how it ended. In the database, not in process
// memory, so any app process answers the poll (brief §3). No personal data: the refreshed claims
// go to the users row's encrypted profile, in the same transaction that settles the request.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { identityUpdateRequests } from '../db/schema';
import { isUuid } from '../repositories/ids';

export type IdentityUpdateRequestState = 'pending' | 'completed' | 'failed';

export interface IdentityUpdateRequestRecord {
  id: string;
  providerId: string;
  providerRequestId: string;
  state: IdentityUpdateRequestState;
  /** The provider's Japanese explanation when failed; null otherwise. */
  message: string | null;
  /** Whether the refresh changed the identity data; null until it completed. */
  changed: boolean | null;
  requestedAt: Date;
  /** When the state last changed (the request time while pending). */
  updatedAt: Date;
}

export type IdentityUpdateOutcome = { state: 'completed'; changed: boolean } | { state: 'failed'; message: string };

type Row = typeof identityUpdateRequests.$inferSelect;

const decode = (row: Row): IdentityUpdateRequestRecord => ({
  id: row.id,
  providerId: row.providerId,
  providerRequestId: row.providerRequestId,
  state: row.state as IdentityUpdateRequestState,
  message: row.message,
  changed: row.changed,
  requestedAt: row.requestedAt,
  updatedAt: row.updatedAt,
});

export function createIdentityUpdateRequestRepository(db: Db) {
  /** The request if it is this resident's; a guessed or another resident's id reads nothing. */
  async function findForUser(userId: string, id: string): Promise<IdentityUpdateRequestRecord | null> {
    if (!isUuid(userId) || !isUuid(id)) return null;
    const rows = await db
      .select()
      .from(identityUpdateRequests)
      .where(and(eq(identityUpdateRequests.userId, userId), eq(identityUpdateRequests.id, id)))
      .limit(1);
    return rows[0] ? decode(rows[0]) : null;
  }

  return {
    async create(userId: string, input: { providerId: string; providerRequestId: string; at: Date }): Promise<IdentityUpdateRequestRecord> {
      const { providerId, providerRequestId, at } = input;
      const rows = await db
        .insert(identityUpdateRequests)
        .values({ userId, providerId, providerRequestId, state: 'pending', requestedAt: at, updatedAt: at })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('insert returned no row');
      return decode(row);
    },

    findForUser,

    /**
     * Records the outcome of a pending request at `at`. Only the first settle counts: a poll that
     * loses the race changes nothing and reads the first answer. `onCompleted` runs in the same
     * transaction, only for the settle that completed the request, so its effect happens once.
     */
    async settle(
      userId: string,
      id: string,
      outcome: IdentityUpdateOutcome,
      at: Date,
      onCompleted?: (tx: Db) => Promise<void>,
    ): Promise<IdentityUpdateRequestRecord | null> {
      if (!isUuid(userId) || !isUuid(id)) return null;
      await db.transaction(async (tx) => {
        const settled = await tx
          .update(identityUpdateRequests)
          .set({
            state: outcome.state,
            message: outcome.state === 'failed' ? outcome.message : null,
            changed: outcome.state === 'completed' ? outcome.changed : null,
            updatedAt: at,
          })
          .where(and(eq(identityUpdateRequests.userId, userId), eq(identityUpdateRequests.id, id), eq(identityUpdateRequests.state, 'pending')))
          .returning({ id: identityUpdateRequests.id });
        if (settled.length > 0 && outcome.state === 'completed') await onCompleted?.(tx);
      });
      return findForUser(userId, id);
    },

    /** The resident's latest request that completed at or after `since` (e.g. this login). */
    async latestCompletedSince(userId: string, since: Date): Promise<IdentityUpdateRequestRecord | null> {
      if (!isUuid(userId)) return null;
      const rows = await db
        .select()
        .from(identityUpdateRequests)
        .where(
          and(
            eq(identityUpdateRequests.userId, userId),
            eq(identityUpdateRequests.state, 'completed'),
            gte(identityUpdateRequests.updatedAt, since),
          ),
        )
        .orderBy(desc(identityUpdateRequests.updatedAt))
        .limit(1);
      return rows[0] ? decode(rows[0]) : null;
    },
  };
}

export type IdentityUpdateRequestRepository = ReturnType<typeof createIdentityUpdateRequestRepository>;
