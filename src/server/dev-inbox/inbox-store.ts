// Where the development inbox keeps what arrived (decision 019): one row per recipient and
// webhook-id, so a retried message is counted, not stored twice, as a real receiver must do.
// The payload names the resident, so the database store seals it (aad dev-inbox:<recipient>:<id>).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { devInboxMessages } from '../db/schema';

export interface InboxMessage {
  recipient: string;
  webhookId: string;
  messageType: string;
  payload: unknown;
  /** How many times this webhook-id arrived (1 = no duplicate). */
  arrivals: number;
  receivedAt: Date;
}

export interface InboxStore {
  /** Stores a first arrival, or counts a repeated one; answers the arrivals so far. */
  receive(recipient: string, webhookId: string, messageType: string, payload: unknown): Promise<number>;
  /** A recipient's messages, newest first. */
  list(recipient: string): Promise<InboxMessage[]>;
  find(recipient: string, webhookId: string): Promise<InboxMessage | null>;
  /** How many distinct messages each recipient has. */
  counts(): Promise<Map<string, number>>;
}

export const inboxAad = (recipient: string, webhookId: string) => `dev-inbox:${recipient}:${webhookId}`;

export function databaseInboxStore(db: Db, { cipher, clock }: { cipher: DocumentCipher; clock: Clock }): InboxStore {
  const open = (row: typeof devInboxMessages.$inferSelect): InboxMessage => ({
    recipient: row.recipient,
    webhookId: row.webhookId,
    messageType: row.messageType,
    payload: cipher.open<unknown>(row.payload, inboxAad(row.recipient, row.webhookId)),
    arrivals: row.arrivals,
    receivedAt: row.receivedAt,
  });
  return {
    async receive(recipient, webhookId, messageType, payload) {
      const rows = await db
        .insert(devInboxMessages)
        .values({ recipient, webhookId, messageType, payload: cipher.seal(payload, inboxAad(recipient, webhookId)), receivedAt: clock.now() })
        // A duplicate keeps the first payload: the id names one message, whatever arrives again.
        .onConflictDoUpdate({ target: [devInboxMessages.recipient, devInboxMessages.webhookId], set: { arrivals: sql`${devInboxMessages.arrivals} + 1` } })
        .returning({ arrivals: devInboxMessages.arrivals });
      return rows[0]?.arrivals ?? 1;
    },
    async list(recipient) {
      const rows = await db.select().from(devInboxMessages).where(eq(devInboxMessages.recipient, recipient)).orderBy(desc(devInboxMessages.receivedAt));
      return rows.map(open);
    },
    async find(recipient, webhookId) {
      const rows = await db
        .select()
        .from(devInboxMessages)
        .where(and(eq(devInboxMessages.recipient, recipient), eq(devInboxMessages.webhookId, webhookId)))
        .limit(1);
      return rows[0] ? open(rows[0]) : null;
    },
    async counts() {
      const rows = await db.select({ recipient: devInboxMessages.recipient, n: sql<number>`count(*)::int` }).from(devInboxMessages).groupBy(devInboxMessages.recipient);
      return new Map(rows.map((row) => [row.recipient, Number(row.n)]));
    },
  };
}
