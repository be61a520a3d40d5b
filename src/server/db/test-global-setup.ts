// Vitest globalSetup: builds the migrated template once per run, before any worker starts, so
// each test file only copies it. openTestDatabase would build it lazily too, once per worker.
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import { connectAdmin, ensurePgliteTemplate, ensurePostgresTemplate, quoteIdent } from './test-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of this run's throwaway PostgreSQL databases, so teardown can drop leftovers. */
    utsuruTestRunId: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    await ensurePgliteTemplate();
    return;
  }
  await ensurePostgresTemplate(url);
  const runId = randomBytes(4).toString('hex');
  project.provide('utsuruTestRunId', runId);
  return async () => {
    // Databases a test forgot to close would otherwise pile up on the shared server.
    const admin = await connectAdmin(url);
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`utsuru_t_${runId}_%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
