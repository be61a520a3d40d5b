// Brief §6: residents' documents are stored encrypted, and a ciphertext is bound to its row.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DocumentDecryptionError } from '../crypto/document-cipher';
import { useTestDatabase } from '../db/test-database';
import { createApplicationRepository } from './application-repository';
import { createDraftRepository } from './draft-repository';
import { createTestUser, testCipher } from './test-fixtures';
import { createUserRepository } from './user-repository';

const resident = { name: '山田太郎', kana: 'ヤマダタロウ', phone: '090-1234-5678', address: '東京都千代田区霞が関1-1' };
const secrets = [resident.name, resident.kana, resident.phone, resident.address, JSON.stringify(resident)];

/** bytea comes back as Buffer from node-postgres and as Uint8Array from PGlite. */
const bytesOf = (value: unknown): Buffer => {
  if (!(value instanceof Uint8Array)) throw new Error('expected bytea');
  return Buffer.from(value);
};

function expectNoPlaintext(stored: Buffer) {
  expect(stored.length).toBeGreaterThan(28);
  for (const secret of secrets) {
    expect(stored.includes(Buffer.from(secret, 'utf8'))).toBe(false);
    // Also not as JSON's \uXXXX escapes or UTF-16, in case a driver re-encodes.
    expect(stored.includes(Buffer.from(JSON.stringify(secret).slice(1, -1), 'utf8'))).toBe(false);
    expect(stored.includes(Buffer.from(secret, 'utf16le'))).toBe(false);
  }
}

/** A signed submission of this document, with fresh keys and number. */
const submission = (document: unknown) => ({
  phase: 1 as const,
  idempotencyKey: randomUUID(),
  signatureRequestId: randomUUID(),
  receptionNumber: `R-${randomUUID()}`,
  status: 'submitted',
  document,
  submittedAt: new Date(),
});

describe('encryption at rest', () => {
  const database = useTestDatabase();
  const cipher = testCipher();

  it('stores drafts, profiles and applications without their plaintext', async () => {
    const { db, query } = database();
    const users = createUserRepository(db, { cipher });
    const { id: userId } = await users.upsertVerifiedUser({ providerId: 'lp', subjectHash: randomUUID(), profile: resident });
    await createDraftRepository(db, { cipher }).createDraftOnce(userId, 1, { applicant: resident });
    const created = await createApplicationRepository(db, { cipher }).insertSubmission(userId, submission({ applicant: resident }));
    if (created.kind !== 'created') throw new Error(created.kind);
    const { id } = created.submission;

    const profile = await query('select profile from users where id = $1', [userId]);
    const draft = await query('select document from drafts where user_id = $1', [userId]);
    const application = await query('select document from applications where id = $1', [id]);
    expectNoPlaintext(bytesOf(profile.rows[0]?.profile));
    expectNoPlaintext(bytesOf(draft.rows[0]?.document));
    expectNoPlaintext(bytesOf(application.rows[0]?.document));

    // No other column, nor the text rendering of the whole row, leaks it either.
    for (const table of ['users', 'drafts', 'applications']) {
      const { rows } = await query(`select t::text as row_text from ${table} t`);
      for (const row of rows) for (const secret of secrets.slice(0, 4)) expect(String(row.row_text)).not.toContain(secret);
    }
  });

  it('refuses a draft whose stored bytes were tampered with', async () => {
    const { db, query } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    await drafts.createDraftOnce(userId, 1, { applicant: resident });
    // Flip one bit in the middle of the ciphertext, in SQL, as an attacker with database access would.
    await query(
      `update drafts set document = set_byte(document, length(document) / 2, get_byte(document, length(document) / 2) # 1) where user_id = $1`,
      [userId],
    );
    await expect(drafts.loadDraft(userId, 1)).rejects.toThrow(DocumentDecryptionError);
  });

  it("refuses a draft copied into another resident's row or another flow", async () => {
    const { db, query } = database();
    const drafts = createDraftRepository(db, { cipher });
    const victim = await createTestUser(db, cipher);
    const attacker = await createTestUser(db, cipher);
    await drafts.createDraftOnce(victim, 1, { applicant: resident });
    await drafts.createDraftOnce(attacker, 1, { applicant: 'attacker' });
    await query(`update drafts set document = (select document from drafts where user_id = $1 and phase = 1) where user_id = $2`, [victim, attacker]);
    await expect(drafts.loadDraft(attacker, 1)).rejects.toThrow(DocumentDecryptionError);

    await query(`insert into drafts (user_id, phase, document) select user_id, 2, document from drafts where user_id = $1 and phase = 1`, [victim]);
    await expect(drafts.loadDraft(victim, 2)).rejects.toThrow(DocumentDecryptionError);
    expect(await drafts.loadDraft(victim, 1)).toEqual({ applicant: resident });
  });

  it("refuses an application document moved to another application", async () => {
    const { db, query } = database();
    const applications = createApplicationRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const a = await applications.insertSubmission(userId, submission({ applicant: resident }));
    const b = await applications.insertSubmission(userId, submission({ applicant: 'other' }));
    if (a.kind !== 'created' || b.kind !== 'created') throw new Error(`${a.kind} ${b.kind}`);
    await query(`update applications set document = (select document from applications where id = $1) where id = $2`, [a.submission.id, b.submission.id]);
    await expect(applications.listForUser(userId)).rejects.toThrow(DocumentDecryptionError);
  });

  it('refuses a profile moved to another resident', async () => {
    const { db, query } = database();
    const users = createUserRepository(db, { cipher });
    const victim = await users.upsertVerifiedUser({ providerId: 'lp', subjectHash: randomUUID(), profile: resident });
    const attacker = await users.upsertVerifiedUser({ providerId: 'lp', subjectHash: randomUUID(), profile: { name: 'x' } });
    await query(`update users set profile = (select profile from users where id = $1) where id = $2`, [victim.id, attacker.id]);
    await expect(users.findProfile(attacker.id)).rejects.toThrow(DocumentDecryptionError);
  });
});
