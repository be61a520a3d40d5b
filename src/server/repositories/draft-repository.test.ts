import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { createDraftRepository } from './draft-repository';
import { createTestUser, testCipher } from './test-fixtures';

describe('draft repository', () => {
  const database = useTestDatabase();
  const cipher = testCipher();

  it('round-trips a draft and replaces it on the next write', async () => {
    const { db } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    expect(await drafts.loadDraft(userId, 1)).toBeNull();
    await drafts.createDraftOnce(userId, 1, { step: 'step1', moveDate: '2026-12-01' });
    expect(await drafts.loadDraft(userId, 1)).toEqual({ step: 'step1', moveDate: '2026-12-01' });
    await drafts.updateDraft(userId, 1, async () => ({ next: { step: 'step2' }, result: null }));
    expect(await drafts.loadDraft(userId, 1)).toEqual({ step: 'step2' });
  });

  it('keeps one draft per flow', async () => {
    const { db } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    await drafts.createDraftOnce(userId, 1, { flow: 'normal' });
    await drafts.createDraftOnce(userId, 3, { flow: 'revocation' });
    expect(await drafts.loadDraft(userId, 1)).toEqual({ flow: 'normal' });
    expect(await drafts.loadDraft(userId, 2)).toBeNull();
    expect(await drafts.loadDraft(userId, 3)).toEqual({ flow: 'revocation' });
    await drafts.deleteDraft(userId, 1);
    expect(await drafts.loadDraft(userId, 1)).toBeNull();
    expect(await drafts.loadDraft(userId, 3)).toEqual({ flow: 'revocation' });
  });

  it("never shows or deletes another resident's draft", async () => {
    const { db } = database();
    const drafts = createDraftRepository(db, { cipher });
    const owner = await createTestUser(db, cipher);
    const other = await createTestUser(db, cipher);
    await drafts.createDraftOnce(owner, 2, { secret: '山田太郎' });
    expect(await drafts.loadDraft(other, 2)).toBeNull();
    expect(await drafts.loadDraft(randomUUID(), 2)).toBeNull();
    expect(await drafts.loadDraft('guess', 2)).toBeNull();
    await drafts.deleteDraft(other, 2);
    expect(await drafts.loadDraft(owner, 2)).toEqual({ secret: '山田太郎' });
  });

  it('survives the end of a session: drafts belong to the user', async () => {
    const { db, query } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    await drafts.createDraftOnce(userId, 1, { kept: true });
    await query('delete from sessions where user_id = $1', [userId]);
    expect(await drafts.loadDraft(userId, 1)).toEqual({ kept: true });
  });

  it('creates a draft once: a second create, even a concurrent one, keeps the first', async () => {
    const { db } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const [a, b] = await Promise.all([drafts.createDraftOnce(userId, 1, { uuid: 'a' }), drafts.createDraftOnce(userId, 1, { uuid: 'b' })]);
    expect(a).toEqual(b);
    expect(await drafts.loadDraft(userId, 1)).toEqual(a);
    expect(await drafts.createDraftOnce(userId, 1, { uuid: 'c' })).toEqual(a);
  });

  it('updates a draft in place, leaves it when told to, and reports a missing one as null', async () => {
    const { db } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    expect(await drafts.updateDraft(userId, 1, async () => ({ next: { never: true }, result: 'called' }))).toBeNull();
    expect(await drafts.loadDraft(userId, 1)).toBeNull();

    await drafts.createDraftOnce(userId, 1, { sections: ['applicant'] });
    const result = await drafts.updateDraft(userId, 1, async (current: { sections: string[] }) => ({
      next: { sections: [...current.sections, 'moving'] },
      result: current.sections.length,
    }));
    expect(result).toBe(1);
    expect(await drafts.loadDraft(userId, 1)).toEqual({ sections: ['applicant', 'moving'] });
    expect(await drafts.updateDraft(userId, 1, async () => ({ next: null, result: 'unchanged' }))).toBe('unchanged');
    expect(await drafts.loadDraft(userId, 1)).toEqual({ sections: ['applicant', 'moving'] });
  });

  it('rolls an update back when the change throws', async () => {
    const { db } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    await drafts.createDraftOnce(userId, 1, { kept: true });
    await expect(drafts.updateDraft(userId, 1, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await drafts.loadDraft(userId, 1)).toEqual({ kept: true });
  });

  it('serialises concurrent updates of one draft, so none is lost', async () => {
    const { db } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    await drafts.createDraftOnce(userId, 1, { count: 0 });
    const increment = () => drafts.updateDraft(userId, 1, async (current: { count: number }) => ({ next: { count: current.count + 1 }, result: null }));
    await Promise.all(Array.from({ length: 5 }, increment));
    expect(await drafts.loadDraft(userId, 1)).toEqual({ count: 5 });
  });

  it('writes without a lock when nobody else writes, and loses nothing when many write at once', async () => {
    const { db, query } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    await drafts.createDraftOnce(userId, 1, { count: 0 });
    let changes = 0;
    const increment = () =>
      drafts.updateDraft(userId, 1, async (current: { count: number }) => {
        changes++;
        await new Promise((resolve) => setTimeout(resolve, 1)); // another write can come in between
        return { next: { count: current.count + 1 }, result: null };
      });
    await increment();
    expect(changes).toBe(1);
    changes = 0;
    await Promise.all(Array.from({ length: 30 }, increment));
    expect(await drafts.loadDraft(userId, 1)).toEqual({ count: 31 });
    // Losers read again and change the newer draft: more changes than writes, and every write kept.
    expect(changes).toBeGreaterThan(30);
    expect((await query('select count(*)::int as n from drafts where user_id = $1', [userId])).rows).toEqual([{ n: 1 }]);
  });

  it("goes away with its resident", async () => {
    const { db, query } = database();
    const drafts = createDraftRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    await drafts.createDraftOnce(userId, 1, { x: 1 });
    await query('delete from users where id = $1', [userId]);
    const { rows } = await query('select count(*)::int as n from drafts where user_id = $1', [userId]);
    expect(rows[0]?.n).toBe(0);
  });
});
