// package.json's serve script is the one command that runs the built server: `npm start`, the
// bench and the Playwright suite all read it, so it must keep the shape they read.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serveCommand } from './serve-command';

describe('serveCommand', () => {
  it("reads the project's serve script: the allocator and heap settings of issue 15 and the bundle", () => {
    expect(serveCommand()).toEqual({
      env: { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '8192' },
      nodeFlags: ['--max-semi-space-size=4', '--heap-growing-percent=50', '--v8-pool-size=1'],
      entry: 'dist/server/main.mjs',
    });
  });

  it('reads every leading assignment as environment, and nothing after node', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-serve-'));
    try {
      const file = path.join(dir, 'package.json');
      await writeFile(file, JSON.stringify({ scripts: { serve: 'A=1 B_2=x node --flag dist/main.mjs' } }));
      expect(serveCommand(pathToFileURL(file))).toEqual({ env: { A: '1', B_2: 'x' }, nodeFlags: ['--flag'], entry: 'dist/main.mjs' });
      await writeFile(file, JSON.stringify({ scripts: { serve: 'node A=1 dist/main.mjs' } }));
      expect(() => serveCommand(pathToFileURL(file))).toThrow(/serve script/);
      // sh would strip the quotes or expand the variable: refused rather than passed on differently.
      for (const word of ['A="x"', 'A=$HOME']) {
        await writeFile(file, JSON.stringify({ scripts: { serve: `${word} node dist/main.mjs` } }));
        expect(() => serveCommand(pathToFileURL(file))).toThrow(/serve script/);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a script of another shape rather than start something else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-serve-'));
    try {
      const file = path.join(dir, 'package.json');
      await writeFile(file, JSON.stringify({ scripts: { serve: 'tsx src/server/main.ts' } }));
      expect(() => serveCommand(pathToFileURL(file))).toThrow(/serve script/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
