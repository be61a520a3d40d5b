// Catalogue directories for tests: a copy of the seeds in a temporary folder, with text edits.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCatalogueDir } from '../domain/catalogue-directory';
import type { CatalogueFile } from './catalogue-check';

export interface CatalogueCopy {
  dir: string;
  /** Replaces the first `from` in the file with `to` (the test fails when the seed no longer has it). */
  edit(file: CatalogueFile, from: string, to: string): Promise<void>;
  /** The 1-based line of the first line containing `text`. */
  lineOf(file: CatalogueFile, text: string): Promise<number>;
  remove(): Promise<void>;
}

export async function copyOfSeeds(): Promise<CatalogueCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-catalogue-'));
  await cp(fileURLToPath(defaultCatalogueDir), dir, { recursive: true });
  const read = (file: CatalogueFile) => readFile(path.join(dir, file), 'utf8');
  return {
    dir,
    async edit(file, from, to) {
      const text = await read(file);
      if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
      await writeFile(path.join(dir, file), text.replace(from, to));
    },
    async lineOf(file, text) {
      const index = (await read(file)).split('\n').findIndex((line) => line.includes(text));
      if (index === -1) throw new Error(`${file} has no line with ${text}`);
      return index + 1;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
