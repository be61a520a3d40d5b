// Templates for the test databases (brief §9: creating a PGlite database takes seconds, so tests
// copy one that was migrated once). Shared by the vitest globalSetup and openTestDatabase.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migratePglite, migratePostgres, migrationsFolder } from './migrate';

/**
 * The PostgreSQL template of these migrations. Named by their fingerprint, so that test runs of
 * different code on one server (a CI run beside a branch's run) never drop each other's template.
 */
export const templateDatabaseOf = (fingerprint: string) => `utsuru_template_${fingerprint}`;
const tmpDir = fileURLToPath(new URL('../../../.tmp/', import.meta.url));
const TEMPLATE_LOCK_ID = 0x75747376;

/** Changes whenever a migration or the PGlite build changes, so a stale template is never used. */
export async function templateFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // PGlite's data directory format follows its PostgreSQL build: key the template on its version.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglitePackage.version}\n`);
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json')).sort();
  for (const file of files) hash.update(`${file}\n`).update(await readFile(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

// --- PGlite --------------------------------------------------------------------------------

export async function pgliteTemplatePath(): Promise<string> {
  return path.join(tmpDir, `pglite-template-${await templateFingerprint()}.tar.gz`);
}

/** Builds (or reuses) the migrated PGlite tarball, ready for PGlite's `loadDataDir`. */
export async function ensurePgliteTemplate(): Promise<Blob> {
  const file = await pgliteTemplatePath();
  try {
    return new Blob([new Uint8Array(await readFile(file))]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const client = await PGlite.create();
  let tarball: Blob;
  try {
    await migratePglite(client);
    tarball = await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
  await mkdir(tmpDir, { recursive: true });
  // Renamed into place so a concurrent run never reads half a file; older templates go away.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, new Uint8Array(await tarball.arrayBuffer()));
  await rename(temporary, file);
  for (const name of await readdir(tmpDir)) {
    if (name.startsWith('pglite-template-') && name.endsWith('.tar.gz') && path.join(tmpDir, name) !== file) {
      await rm(path.join(tmpDir, name), { force: true });
    }
  }
  return tarball;
}

// --- PostgreSQL ----------------------------------------------------------------------------

export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** A connection for CREATE/DROP DATABASE; falls back to `postgres` if the URL's database doesn't exist yet. */
export async function connectAdmin(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const fallback = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await fallback.connect();
    return fallback;
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates this code's template, migrated, unless it exists; answers its name. */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const fingerprint = await templateFingerprint();
  const template = templateDatabaseOf(fingerprint);
  const admin = await connectAdmin(url);
  try {
    // Concurrent test runs on one server take turns; the second finds the template ready.
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const { rows } = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [template],
    );
    // The comment is set last: a template without it is a half-built one from an interrupted run.
    if (rows[0]?.comment === fingerprint) return template;
    if (rows[0]) await admin.query(`drop database ${quoteIdent(template)} with (force)`);
    await admin.query(`create database ${quoteIdent(template)}`);
    await migratePostgres(withDatabase(url, template));
    await admin.query(`comment on database ${quoteIdent(template)} is '${fingerprint}'`);
    return template;
  } finally {
    await admin.end();
  }
}
