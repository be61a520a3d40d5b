// Each recipient's Standard Webhooks secrets (issue 12 §3): created on first use, encrypted at
// rest, and rotated with an overlap in which both the new and the old secret are active.
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { testCipher } from '../repositories/test-fixtures';
import { FakeClock } from '../testing/fake-clock';
import { createRecipientSecrets } from './recipient-secrets';

describe('recipient secrets', () => {
  const database = useTestDatabase();
  const clock = new FakeClock(new Date('2026-11-20T03:00:00Z'));
  const secrets = () => createRecipientSecrets(database().db, { cipher: testCipher(), clock });

  it('creates one secret on first use, keeps it, and stores it only encrypted', async () => {
    const store = secrets();
    expect(await store.active('business.sakura-gas')).toEqual([]);
    const [secret] = await store.ensure('business.sakura-gas');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await store.ensure('business.sakura-gas')).toEqual([secret]);
    // Another recipient has its own.
    expect(await store.ensure('municipality.131016')).not.toContain(secret);
    const { rows } = await database().query('select secret from recipient_secrets');
    const stored = rows.map((row) => Buffer.from(row.secret as Uint8Array).toString('latin1')).join('|');
    expect(stored).not.toContain(secret!.slice(6, 30));
  });

  it('rotates with an overlap: both sign until the old one retires, then only the new', async () => {
    const store = secrets();
    const [old] = await store.ensure('business.hikari-denryoku');
    const fresh = await store.rotate('business.hikari-denryoku', 60 * 60 * 1000);
    expect(await store.active('business.hikari-denryoku')).toEqual([fresh, old]);
    clock.advance(59 * 60 * 1000);
    expect(await store.active('business.hikari-denryoku')).toEqual([fresh, old]);
    clock.advance(2 * 60 * 1000);
    expect(await store.active('business.hikari-denryoku')).toEqual([fresh]);

    // A second rotation within the first's overlap never extends an older secret's life.
    const third = await store.rotate('business.hikari-denryoku', 60 * 60 * 1000);
    clock.advance(30 * 60 * 1000);
    const fourth = await store.rotate('business.hikari-denryoku', 2 * 60 * 60 * 1000);
    expect(await store.active('business.hikari-denryoku')).toEqual([fourth, third, fresh]);
    clock.advance(31 * 60 * 1000);
    expect(await store.active('business.hikari-denryoku')).toEqual([fourth, third]);
  });
});
