// Where the development mail receiver keeps what arrived (issue 27): every arrival is a row, so a
// mail sent twice shows twice (the at-most-once tests count them). The raw message names the
// resident, so it is sealed like the development inbox's payloads (aad dev-mail:<id>).
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { devMailMessages } from '../db/schema';
import { isUuid } from '../repositories/ids';

export interface ReceivedMail {
  id: string;
  messageId: string | null;
  raw: Buffer;
  receivedAt: Date;
}

export interface MailStore {
  receive(raw: Buffer, messageId: string | null): Promise<void>;
  /** Newest first. */
  list(): Promise<ReceivedMail[]>;
  find(id: string): Promise<ReceivedMail | null>;
}

export const devMailAad = (id: string) => `dev-mail:${id}`;

export function databaseMailStore(db: Db, { cipher, clock }: { cipher: DocumentCipher; clock: Clock }): MailStore {
  const open = (row: typeof devMailMessages.$inferSelect): ReceivedMail => ({
    id: row.id,
    messageId: row.messageId,
    raw: Buffer.from(cipher.open<string>(row.raw, devMailAad(row.id)), 'base64'),
    receivedAt: row.receivedAt,
  });
  return {
    async receive(raw, messageId) {
      const id = randomUUID();
      await db.insert(devMailMessages).values({ id, messageId, raw: cipher.seal(raw.toString('base64'), devMailAad(id)), receivedAt: clock.now() });
    },
    async list() {
      const rows = await db.select().from(devMailMessages).orderBy(desc(devMailMessages.receivedAt), desc(devMailMessages.id)).limit(200);
      return rows.map(open);
    },
    async find(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(devMailMessages).where(eq(devMailMessages.id, id)).limit(1);
      return row ? open(row) : null;
    },
  };
}

/** A store in memory, for tests that run their own receiver. */
export function memoryMailStore(): MailStore & { readonly mails: ReceivedMail[] } {
  const mails: ReceivedMail[] = [];
  return {
    mails,
    async receive(raw, messageId) {
      mails.push({ id: randomUUID(), messageId, raw, receivedAt: new Date() });
    },
    async list() {
      return [...mails].reverse();
    },
    async find(id) {
      return mails.find((mail) => mail.id === id) ?? null;
    },
  };
}
