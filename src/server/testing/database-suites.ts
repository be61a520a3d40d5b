// Which server test files touch a database, read from their imports (type-only ones included):
// `npm run test:db` re-runs only those against PostgreSQL, since the others would run the same
// code again. A file counts when it reaches a module that opens a database or starts an app
// process, or when it is a `*.pg.test.ts`; a new suite is picked up without a list to keep.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createImportGraph } from '../../lint/import-graph';

/** Modules through which a test reaches a database: each opens one, or starts a server process that does. */
const databaseOpeners = [
  'src/server/db/test-database.ts',
  'src/server/db/test-template.ts',
  'src/server/db/client.ts',
  'src/server/db/pglite-handle.ts',
  'src/server/db/postgres-handle.ts',
  'src/server/testing/app-process.ts',
];

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The test files under `folder` (relative to `root`) that touch a database, as paths relative to `root`. */
export function databaseSuites(root: string, folder = 'src/server'): string[] {
  const openers = new Set(databaseOpeners.map((file) => path.join(root, file)));
  const imports = createImportGraph(root);
  const reachesDatabase = (testFile: string): boolean => {
    const seen = new Set<string>();
    const pending = [...imports(testFile)];
    for (let file = pending.pop(); file; file = pending.pop()) {
      if (openers.has(file)) return true;
      if (seen.has(file)) continue;
      seen.add(file);
      pending.push(...imports(file));
    }
    return false;
  };
  return testFilesUnder(path.join(root, folder))
    .filter((file) => file.endsWith('.pg.test.ts') || reachesDatabase(file))
    .map((file) => path.relative(root, file))
    .sort();
}
