// Each recipient's Standard Webhooks secrets (decision 019), encrypted at rest. Messages are
// signed with every active secret and callbacks verify against any of them, so a rotation keeps
// the old secret for an overlap while the recipient switches, and nothing in flight is lost.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { recipientSecrets } from '../db/schema';
import type { RecipientId } from '../applications/recipient-id';

export interface RecipientSecretsDeps {
  cipher: DocumentCipher;
  clock: Clock;
}

const secretAad = (recipient: string, id: string) => `recipient-secrets:${recipient}:${id}`;

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export interface RecipientSecrets {
  /** The secrets that sign and verify now, newest first; empty when the recipient has none. */
  active(recipient: RecipientId): Promise<string[]>;
  /** The active secrets, creating a first one when there is none (the development inbox's recipients). */
  ensure(recipient: RecipientId): Promise<string[]>;
  /**
   * Adds a new secret and retires the current ones after `overlapMs` (default 24 h): during the
   * overlap messages carry both signatures. Returns the new secret, to hand to the recipient.
   */
  rotate(recipient: RecipientId, overlapMs?: number): Promise<string>;
}

export function createRecipientSecrets(db: Db, { cipher, clock }: RecipientSecretsDeps): RecipientSecrets {
  async function active(recipient: RecipientId): Promise<string[]> {
    const rows = await db
      .select()
      .from(recipientSecrets)
      .where(and(eq(recipientSecrets.recipient, recipient), or(isNull(recipientSecrets.retiresAt), gt(recipientSecrets.retiresAt, clock.now()))))
      .orderBy(asc(recipientSecrets.createdAt));
    return rows.reverse().map((row) => cipher.open<string>(row.secret, secretAad(recipient, row.id)));
  }

  async function add(recipient: RecipientId): Promise<string> {
    const id = randomUUID();
    const secret = newWebhookSecret();
    await db.insert(recipientSecrets).values({ id, recipient, secret: cipher.seal(secret, secretAad(recipient, id)), createdAt: clock.now() });
    return secret;
  }

  return {
    active,
    async ensure(recipient) {
      const current = await active(recipient);
      if (current.length > 0) return current;
      // Two processes may race here; both secrets are then active and both sign: harmless.
      await add(recipient);
      return active(recipient);
    },
    async rotate(recipient, overlapMs = 24 * 60 * 60 * 1000) {
      const retiresAt = new Date(clock.now().getTime() + overlapMs);
      await db
        .update(recipientSecrets)
        .set({ retiresAt })
        .where(and(eq(recipientSecrets.recipient, recipient), or(isNull(recipientSecrets.retiresAt), gt(recipientSecrets.retiresAt, retiresAt))));
      return add(recipient);
    },
  };
}
