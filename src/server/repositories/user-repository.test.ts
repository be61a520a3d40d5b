import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { countingQueryBuilds } from '../testing/counting-db';
import { testCipher } from './test-fixtures';
import { createUserRepository } from './user-repository';

describe('user repository', () => {
  const database = useTestDatabase();
  const cipher = testCipher();

  it('creates a resident at first login and keeps the same id while refreshing the claims', async () => {
    const users = createUserRepository(database().db, { cipher });
    const first = await users.upsertVerifiedUser({ providerId: 'lp', subjectHash: 'h1', profile: { name: '山田太郎' } });
    const again = await users.upsertVerifiedUser({ providerId: 'lp', subjectHash: 'h1', profile: { name: '山田太郎', address: '新住所' } });
    expect(again.id).toBe(first.id);
    expect(await users.findProfile(first.id)).toEqual({ name: '山田太郎', address: '新住所' });
  });

  it('keeps the same subject hash at two providers apart', async () => {
    const users = createUserRepository(database().db, { cipher });
    const a = await users.upsertVerifiedUser({ providerId: '', subjectHash: 'same', profile: { n: 1 } });
    const b = await users.upsertVerifiedUser({ providerId: 'mint', subjectHash: 'same', profile: { n: 2 } });
    expect(a.id).not.toBe(b.id);
    expect(await users.findProfile(b.id)).toEqual({ n: 2 });
  });

  it('replaces the claims of an existing resident (an identity-data update), and of no one else', async () => {
    const users = createUserRepository(database().db, { cipher });
    const { id } = await users.upsertVerifiedUser({ providerId: 'lp', subjectHash: 'h-refresh', profile: { address: '旧住所' } });
    await users.replaceProfile(id, { address: '新住所' });
    expect(await users.findProfile(id)).toEqual({ address: '新住所' });
    await expect(users.replaceProfile(randomUUID(), { address: 'x' })).rejects.toThrow('no such resident');
  });

  it('reads the profile (application_start reads the signer from it) with a statement prepared once (issue 15)', async () => {
    const users = createUserRepository(database().db, { cipher });
    const { id } = await users.upsertVerifiedUser({ providerId: '', subjectHash: 'h-prepared', profile: { subject: 's' } });
    const builds = countingQueryBuilds();
    for (let i = 0; i < 3; i += 1) expect(await users.findProfile(id)).toEqual({ subject: 's' });
    expect(builds.count()).toBe(0);
  });

  it('reads nothing for an unknown or malformed id', async () => {
    const users = createUserRepository(database().db, { cipher });
    expect(await users.findProfile(randomUUID())).toBeNull();
    expect(await users.findProfile('not-a-uuid')).toBeNull();
  });
});
