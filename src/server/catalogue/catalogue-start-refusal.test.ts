// A catalogue with mistakes refuses the start (issue 30), as any wrong setting does: one error
// line listing every mistake with its file and line, exit code 78, and no database opened.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServerScript } from '../testing/app-process';
import { refusalLine } from '../testing/start-refusal';
import { copyOfSeeds, type CatalogueCopy } from './testing-catalogue';

describe('a catalogue with mistakes at the start', () => {
  let dataDir: string;
  let copy: CatalogueCopy;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-catalogue-refusal-'));
    copy = await copyOfSeeds();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await copy.remove();
  });

  it('is refused with every mistake listed, exit code 78, before the database opens', async () => {
    await copy.edit('participating-municipalities.json', '"phone": "03-3264-2111"', '"phone": "3264-2111"');
    await copy.edit('campaigns.json', '"business_id": "sakura-gas"', '"business_id": "sakura-gass"');
    const ended = await runServerScript('src/server/main.ts', { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, CATALOGUE_DIR: copy.dir });
    const line = refusalLine(ended);
    const phoneLine = await copy.lineOf('participating-municipalities.json', '"phone": "3264-2111"');
    const offerLine = await copy.lineOf('campaigns.json', 'sakura-gass');
    expect(line.reason).toBe(
      `the catalogue has 2 mistakes: participating-municipalities.json:${phoneLine}: /2/office/phone: must match pattern "^0\\d{1,4}-\\d{1,4}-\\d{3,4}$"; ` +
        `campaigns.json:${offerLine}: /0/offers/1/business_id: unknown business "sakura-gass" (not in lifeline-businesses.json)`,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});
