import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocumentCipher } from '../crypto/document-cipher';
import { loadOrCreateSecret } from '../crypto/secrets';
import { createUserRepository } from '../repositories/user-repository';
import { openDatabase } from './client';
import { connectAdmin, quoteIdent, withDatabase } from './test-template';

const databaseUrl = process.env.DATABASE_URL;

// Each mode's own start-up path is exercised in the run that uses it.
if (!databaseUrl) {
  describe('openDatabase with embedded PGlite', () => {
    it('creates the database in <dataDir>/pglite at first start and finds the rows again after a restart', { timeout: 60_000 }, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-db-'));
      try {
        const cipher = createDocumentCipher(await loadOrCreateSecret(dataDir, 'document-key'));
        const first = await openDatabase({ dataDir });
        expect(first.kind).toBe('pglite');
        const { id } = await createUserRepository(first.db, { cipher }).upsertVerifiedUser({ providerId: 'lp', subjectHash: 'h', profile: { name: '山田太郎' } });
        await first.close();
        expect((await stat(path.join(dataDir, 'pglite'))).isDirectory()).toBe(true);

        // A restart: same folder, key read back from the data folder, migrations already applied.
        const restartedCipher = createDocumentCipher(await loadOrCreateSecret(dataDir, 'document-key'));
        const second = await openDatabase({ dataDir });
        try {
          expect(await createUserRepository(second.db, { cipher: restartedCipher }).findProfile(id)).toEqual({ name: '山田太郎' });
          const { rows } = await second.query('select count(*)::int as n from drizzle.__drizzle_migrations');
          expect(rows[0]?.n).toBeGreaterThan(0);
        } finally {
          await second.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
} else {
  const url = databaseUrl;
  describe('openDatabase with PostgreSQL', () => {
    it('migrates an empty database once even when several processes start together, and shares rows between them', async () => {
      const name = `utsuru_t_open_${randomBytes(6).toString('hex')}`;
      const admin = await connectAdmin(url);
      await admin.query(`create database ${quoteIdent(name)}`);
      try {
        const options = { databaseUrl: withDatabase(url, name), dataDir: '/nonexistent-unused' };
        const [a, b, c] = await Promise.all([openDatabase(options), openDatabase(options), openDatabase(options)]);
        try {
          expect(a.kind).toBe('postgres');
          const cipher = createDocumentCipher(randomBytes(32));
          const { id } = await createUserRepository(a.db, { cipher }).upsertVerifiedUser({ providerId: 'lp', subjectHash: 'h', profile: { n: 1 } });
          expect(await createUserRepository(b.db, { cipher }).findProfile(id)).toEqual({ n: 1 });
          const { rows } = await c.query('select count(*)::int as n from drizzle.__drizzle_migrations');
          const { rows: files } = await c.query('select count(distinct hash)::int as n from drizzle.__drizzle_migrations');
          expect(rows[0]?.n).toBe(files[0]?.n);
        } finally {
          await Promise.all([a.close(), b.close(), c.close()]);
        }
      } finally {
        await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
        await admin.end();
      }
    });
  });
}
