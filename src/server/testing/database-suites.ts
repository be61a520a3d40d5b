// Which server test files touch a database, read from their imports (type-only ones included):
// `npm run test:db` re-runs only those against PostgreSQL, since the others would run the same
// code again. A file counts when it reaches a module that opens a database in the test's process,
// or when it is a `*.pg.test.ts`; a new suite is picked up without a list to keep. Starting an app
// process does not count: the process gets only the environment the test hands it, so without
// DATABASE_URL it runs on PGlite in either pass, and a suite that hands it PostgreSQL needs a real
// server and is a `*.pg.test.ts`. A suite that opens its own PGlite folder by name (its app
// process's, to read it after the process ended) says so with a line starting `// PGlite only:`,
// and is left out too.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createImportGraph } from '../../lint/import-graph';

/**
 * The edge of the test's process: what an app process does to its own database (app-process.ts
 * gives an empty PGlite folder the migrated template) does not make the test's suite a database one.
 */
const processBoundaries = ['src/server/testing/app-process.ts'];

/** Modules through which a test reaches a database: each opens one in the test's process. */
const databaseOpeners = [
  'src/server/db/test-database.ts',
  'src/server/db/test-template.ts',
  'src/server/db/client.ts',
  'src/server/db/pglite-handle.ts',
  'src/server/db/postgres-handle.ts',
];

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The test files under `folder` (relative to `root`) that touch a database, as paths relative to `root`. */
export function databaseSuites(root: string, folder = 'src/server'): string[] {
  const openers = new Set(databaseOpeners.map((file) => path.join(root, file)));
  const boundaries = new Set(processBoundaries.map((file) => path.join(root, file)));
  const imports = createImportGraph(root);
  const reachesDatabase = (testFile: string): boolean => {
    const seen = new Set<string>();
    const pending = [...imports(testFile)];
    for (let file = pending.pop(); file; file = pending.pop()) {
      if (openers.has(file)) return true;
      if (seen.has(file) || boundaries.has(file)) continue;
      seen.add(file);
      pending.push(...imports(file));
    }
    return false;
  };
  const pgliteOnly = (file: string) => /^\/\/ PGlite only:/m.test(readFileSync(file, 'utf8'));
  return testFilesUnder(path.join(root, folder))
    .filter((file) => file.endsWith('.pg.test.ts') || (reachesDatabase(file) && !pgliteOnly(file)))
    .map((file) => path.relative(root, file))
    .sort();
}
