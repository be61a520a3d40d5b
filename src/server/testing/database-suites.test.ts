// `npm run test:db` trusts this selection to re-run every suite that touches a database against
// PostgreSQL: a suite it missed would silently lose that run.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseSuites } from './database-suites';

const root = path.resolve(import.meta.dirname, '../../..');

describe('databaseSuites', () => {
  const suites = databaseSuites(root);

  it('takes the suites that open a database, directly or through the test server', () => {
    expect(suites).toEqual(expect.arrayContaining([
      'src/server/db/client.test.ts',
      'src/server/api/handlers/revocation.test.ts',
      'src/server/db/postgres-handle.pg.test.ts',
    ]));
  });

  it('leaves out the suites of pure rules, and those whose app processes run on PGlite in either pass', () => {
    expect(suites).not.toContain('src/server/crypto/document-cipher.test.ts');
    expect(suites).not.toContain('src/server/ops/graceful-stop.test.ts');
    // Its processes get no DATABASE_URL: the same PGlite run twice.
    expect(suites).not.toContain('src/server/start-refusal.test.ts');
    expect(suites).not.toContain('src/server/domain/possibility.test.ts');
    expect(suites).not.toContain('src/server/testing/database-suites.test.ts');
  });

  it('follows imports through aliases, type-only imports and several hops', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'utsuru-suites-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write('src/server/db/test-database.ts', 'export const open = 1;\n');
    write('src/shared/helper.ts', "import type { open } from '../server/db/test-database';\nexport type T = typeof open;\n");
    write('src/server/a/via-alias.test.ts', "import type { T } from '#shared/helper';\n");
    write('src/server/a/middle.ts', "export { open } from '../db/test-database';\n");
    write('src/server/a/two-hops.test.ts', "import { open } from './middle';\n");
    write('src/server/a/pure.test.ts', "import { describe } from 'vitest';\n");
    write('src/server/a/own.pg.test.ts', "import { describe } from 'vitest';\n");
    write('src/server/a/pglite-folder.test.ts', "// PGlite only: reads its process's folder.\nimport { open } from './middle';\n");
    // The app process seeds its own PGlite folder from the template: the test's process opens nothing.
    write('src/server/testing/app-process.ts', "import { open } from '../db/test-database';\nexport const start = open;\n");
    write('src/server/a/process.test.ts', "import { start } from '../testing/app-process';\n");
    expect(databaseSuites(dir)).toEqual(['src/server/a/own.pg.test.ts', 'src/server/a/two-hops.test.ts', 'src/server/a/via-alias.test.ts']);
  });
});
