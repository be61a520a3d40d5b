// Small helpers for repository tests: a throwaway cipher and residents to own rows.
import { randomBytes, randomUUID } from 'node:crypto';
import { createDocumentCipher, type DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
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

export { randomUUID };
