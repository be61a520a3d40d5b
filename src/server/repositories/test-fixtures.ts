// Small helpers for repository tests: a throwaway cipher, residents to own rows, drafts, and
// signed submissions with their recipients.
import { randomBytes, randomUUID } from 'node:crypto';
import { createDocumentCipher, type DocumentCipher } from '../crypto/document-cipher';
import { sql } from 'drizzle-orm';
import type { Phase } from '#shared/flows';
import type { Db } from '../db/database-handle';
import { drafts } from '../db/schema';
import type { NewRecipient, NewSubmission } from './application-repository';
import { draftAad } from './draft-repository';
import { createUserRepository } from './user-repository';

export const testCipher = (): DocumentCipher => createDocumentCipher(randomBytes(32));

export async function createTestUser(db: Db, cipher: DocumentCipher, profile: unknown = { name: 'テスト太郎' }): Promise<string> {
  const { id } = await createUserRepository(db, { cipher }).upsertVerifiedUser({
    providerId: 'test',
    subjectHash: randomBytes(32).toString('hex'),
    profile,
  });
  return id;
}

/**
 * Writes (or replaces) a resident's draft of a flow, sealed exactly as the draft repository seals
 * it. The server only creates drafts with createDraftOnce and changes them with updateDraft; tests
 * use this to start from any document.
 */
export async function writeDraft(db: Db, cipher: DocumentCipher, userId: string, phase: Phase, document: unknown): Promise<void> {
  const sealed = cipher.seal(document, draftAad(userId, phase));
  await db
    .insert(drafts)
    .values({ userId, phase, document: sealed })
    .onConflictDoUpdate({ target: [drafts.userId, drafts.phase], set: { document: sealed, updatedAt: sql`now()` } });
}

/** A signed submission of phase 1 with fresh keys and number; `overrides` pins what a test compares. */
export const newSubmission = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  phase: 1,
  idempotencyKey: randomUUID(),
  signatureRequestId: randomUUID(),
  receptionNumber: `R-${randomUUID()}`,
  status: 'submitted',
  document: { n: 1 },
  submittedAt: new Date('2026-11-22T01:00:00Z'),
  ...overrides,
});

/** A signed, confirmed submission of phase 1 to `recipients`, with fresh keys and number. */
export const submissionTo = (recipients: NewRecipient[]): NewSubmission =>
  newSubmission({ confirmation: { draftUuid: randomUUID(), documentDigest: 'd' }, recipients });

export { randomUUID };
