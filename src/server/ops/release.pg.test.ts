// A release runs anywhere (issue 30 point 1): `npm run release` writes a folder, which is copied
// to a fresh temporary folder outside the checkout; `npm ci --omit=dev` installs its production
// dependencies there; its start script runs it from yet another folder with the environment
// alone, on PGlite and then on an empty PostgreSQL database that it migrates itself, and a
// resident files an application over HTTP. The build and the install take a minute or two, so
// the file runs with the database suites (`npm run test:db`, DATABASE_URL set), not in test:unit.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAdmin, quoteIdent, withDatabase } from '../db/test-template';
import { freePort } from '../testing/app-process';
import { fileApplication, startRelease } from './release-smoke';

const run = promisify(execFile);
const checkout = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let temporary = '';
/** The release as an operator unpacked it: nowhere near the checkout. */
let release = '';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A file's text as the server serves it: the web build's precompressed copies decompressed. */
async function textOf(file: string): Promise<string> {
  const bytes = await readFile(file);
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('latin1');
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('latin1');
  return bytes.toString('latin1');
}

beforeAll(async () => {
  temporary = await mkdtemp(path.join(tmpdir(), 'utsuru-release-'));
  if (temporary.startsWith(`${checkout}/`)) throw new Error(`the temporary folder ${temporary} is inside the checkout`);
  const written = path.join(temporary, 'written');
  await run('npm', ['run', 'release', '--', written], { cwd: checkout, maxBuffer: 64 * 1024 * 1024 });
  // A space in the path, as an operator's folder may have: start.sh must quote it.
  release = path.join(temporary, 'else where', 'utsuru');
  await cp(written, release, { recursive: true });
  await rm(written, { recursive: true });
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: release, maxBuffer: 64 * 1024 * 1024 });
}, 600_000);

afterAll(async () => {
  if (temporary) await rm(temporary, { recursive: true, force: true });
});

describe('a release folder', () => {
  it("holds no path of the build machine's checkout, in any file outside node_modules", async () => {
    const files = (await filesUnder(release)).filter((file) => !path.relative(release, file).startsWith('node_modules/'));
    expect(files.map((file) => path.relative(release, file))).toEqual(expect.arrayContaining(['start.sh', 'package.json', 'package-lock.json', 'dist/server/main.mjs', 'dist/web/index.html']));
    const found: string[] = [];
    for (const file of files) {
      const text = await textOf(file);
      for (const needle of [checkout, pathToFileURL(checkout).href]) if (text.includes(needle)) found.push(`${path.relative(release, file)}: ${needle}`);
    }
    expect(found).toEqual([]);
  });

  it('installs the production dependencies only, pinned by its lockfile', async () => {
    const manifest = JSON.parse(await readFile(path.join(release, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).not.toHaveProperty('devDependencies');
    for (const version of Object.values(manifest.dependencies as Record<string, string>)) expect(version).toMatch(/^\d+\.\d+\.\d+/);
    // Development tools are not there; what the bundle imports is.
    expect(existsSync(path.join(release, 'node_modules/vitest'))).toBe(false);
    expect(existsSync(path.join(release, 'node_modules/vite'))).toBe(false);
    expect(existsSync(path.join(release, 'node_modules/fastify/package.json'))).toBe(true);
  });

  it("runs the operator's commands from its own bundles: the catalogue check of its seeds", async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'catalogue', '--', 'check', 'dist/server/assets/src/server/domain/seed'], { cwd: release });
    expect(stdout).toMatch(/: valid \(\d+ municipalities/);
    const usage = await run('npm', ['run', '--silent', 'maintenance'], { cwd: release }).catch((error: { code: number; stderr: string }) => error);
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run maintenance') });
  });

  for (const database of ['PGlite', 'PostgreSQL'] as const) {
    it(`starts from another folder with node and the environment alone, on ${database}, and takes an application`, { timeout: 240_000 }, async () => {
      const cwd = path.join(temporary, `cwd-${database}`);
      await mkdir(cwd);
      const port = await freePort();
      const databaseName = `utsuru_release_${randomBytes(6).toString('hex')}`;
      const env: Record<string, string> = { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: path.join(temporary, `data-${database}`) };
      if (database === 'PostgreSQL') {
        // An empty database: the release's own migrations make its tables.
        const admin = await connectAdmin(adminUrl);
        await admin.query(`create database ${quoteIdent(databaseName)}`).finally(() => admin.end());
        env.DATABASE_URL = withDatabase(adminUrl, databaseName);
      }
      const app = await startRelease(release, cwd, env);
      let exit: Awaited<ReturnType<typeof app.stop>> | undefined;
      try {
        // The SPA comes from the release's web assets.
        const page = await fetch(`${app.origin}/`);
        expect(page.status).toBe(200);
        const html = await page.text();
        const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
        expect(script, html.slice(0, 500)).toMatch(/^\/assets\//);
        expect((await fetch(`${app.origin}${script}`)).status).toBe(200);

        const receptionNumber = await fileApplication(app.origin);
        expect(receptionNumber).toMatch(/^\S{6,}$/);
      } catch (error) {
        throw new Error(`${String(error)}\n--- the release's output ---\n${app.output()}`, { cause: error });
      } finally {
        exit = await app.stop();
        if (database === 'PostgreSQL') {
          const admin = await connectAdmin(adminUrl);
          await admin.query(`drop database if exists ${quoteIdent(databaseName)} with (force)`).finally(() => admin.end());
        }
      }
      // start.sh execs node, so the SIGTERM reached node and its clean stop, not a shell that would leave node running.
      expect(exit, app.output()).toEqual({ code: 0, signal: null });
      // Nothing was written beside the release or into the working directory: the data went to DATA_DIR.
      expect(await readdir(cwd)).toEqual([]);
      expect(existsSync(path.join(release, 'data'))).toBe(false);
      expect(existsSync(path.join(env.DATA_DIR!, 'pglite'))).toBe(database === 'PGlite');
    });
  }
});
