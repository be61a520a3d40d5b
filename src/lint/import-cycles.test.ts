// The import-cycle check of `npm run lint` (decision 017) sees type-only imports, which
// `import-x/no-cycle` skipped: a probe tree whose only cycle is made of type-only imports must
// fail it, and the real tree pass.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

function probeTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'utsuru-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  mkdirSync(path.join(root, 'machines'), { recursive: true });
  return root;
}

describe('importCycles', () => {
  it('finds a cycle made only of type-only imports, through an alias and a re-export', () => {
    const root = probeTree({
      'src/server/a.ts': "import type { B } from './b';\nexport interface A { b: B }\n",
      'src/server/b.ts': "export type { C as B } from '#shared/c';\n",
      'src/shared/c.ts': "export type C = import('../server/a').A;\n",
      'src/server/free.ts': "import type { A } from './a';\nexport type Free = A;\n",
    });
    expect(importCycles(root)).toEqual([['src/server/a.ts', 'src/server/b.ts', 'src/shared/c.ts']]);
  });

  it('passes on the real tree', () => {
    expect(importCycles(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  }, 30_000);
});
