// Which server test files touch a database, read from their imports (type-only ones included):
// `npm run test:db` re-runs only those against PostgreSQL, since the others would run the same
// code again. A file counts when it reaches a module that opens a database or starts an app
// process, or when it is a `*.pg.test.ts`; a new suite is picked up without a list to keep.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Modules through which a test reaches a database: each opens one, or starts a server process that does. */
const databaseOpeners = [
  'src/server/db/test-database.ts',
  'src/server/db/test-template.ts',
  'src/server/db/client.ts',
  'src/server/db/pglite-handle.ts',
  'src/server/db/postgres-handle.ts',
  'src/server/testing/app-process.ts',
];

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('#shared/')) base = path.join(root, 'src/shared', specifier.slice('#shared/'.length));
  else if (specifier.startsWith('#machines/')) base = path.join(root, 'machines', specifier.slice('#machines/'.length));
  else return undefined; // a package: never one of ours
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The test files under `folder` (relative to `root`) that touch a database, as paths relative to `root`. */
export function databaseSuites(root: string, folder = 'src/server'): string[] {
  const openers = new Set(databaseOpeners.map((file) => path.join(root, file)));
  const importsOf = new Map<string, string[]>();
  const imports = (file: string): string[] => {
    let found = importsOf.get(file);
    if (!found) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      found = importedFiles.flatMap(({ fileName }) => resolveImport(root, file, fileName) ?? []);
      importsOf.set(file, found);
    }
    return found;
  };
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
