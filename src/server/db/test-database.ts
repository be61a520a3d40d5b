// A fresh, migrated, private database per call, for tests (brief §7: real PGlite, real SQL).
// PGlite: restored in memory from the template tarball (~0.5 s). PostgreSQL (DATABASE_URL set):
// CREATE DATABASE … TEMPLATE utsuru_template_<fingerprint>, dropped again on close.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { useSuiteResource } from '../testing/suite-resource';
import type { DatabaseHandle } from './database-handle';
import { openPgliteDatabase } from './pglite-handle';
import { openPostgresDatabase } from './postgres-handle';
import { connectAdmin, ensurePgliteTemplate, ensurePostgresTemplate, quoteIdent, withDatabase } from './test-template';

let pgliteTemplate: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;

function runId(): string {
  // Set by test-global-setup.ts; without it the databases are still dropped on close.
  return inject('utsuruTestRunId') ?? 'adhoc';
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    pgliteTemplate ??= ensurePgliteTemplate();
    return openPgliteDatabase({ loadDataDir: await pgliteTemplate }, { migrate: false });
  }
  postgresTemplate ??= ensurePostgresTemplate(url);
  const template = await postgresTemplate;
  const name = `utsuru_t_${runId()}_${randomBytes(6).toString('hex')}`;
  const admin = await connectAdmin(url);
  try {
    await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
  } finally {
    await admin.end();
  }
  return openPostgresDatabase(withDatabase(url, name), {
    migrate: false,
    async afterClose() {
      const dropper = await connectAdmin(url);
      try {
        await dropper.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  });
}

/**
 * One database for a whole test file: `const database = useTestDatabase();` at the top of a
 * describe or file, then `database().db` inside tests. Closed after the last test.
 */
export function useTestDatabase(): () => DatabaseHandle {
  return useSuiteResource('the test database', openTestDatabase, (handle) => handle.close());
}
