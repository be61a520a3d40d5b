// `npm run catalogue -- check DIR` as an operator runs it (issue 30): the seeds pass; a directory
// with five kinds of mistakes (broken JSON, a missing field, a wrong type, an id listed twice, a
// reference to a business no file lists) gets each one reported with its file and line, and exit 1.
import { afterEach, describe, expect, it } from 'vitest';
import { runServerScript } from '../testing/app-process';
import { copyOfSeeds, type CatalogueCopy } from './testing-catalogue';

const check = (dir: string) => runServerScript('src/server/ops/catalogue-cli.ts', {}, ['check', dir]);

describe('npm run catalogue -- check', () => {
  let copy: CatalogueCopy | undefined;
  afterEach(async () => copy?.remove());

  it('passes the seeds, the development default', async () => {
    const ended = await check('src/server/domain/seed');
    expect(ended).toMatchObject({ code: 0, stderr: '' });
    expect(ended.stdout).toMatch(/^src\/server\/domain\/seed: valid \(10 municipalities, \d+ lifeline businesses, \d+ campaigns, \d+ counter procedures; sha256 [0-9a-f]{64}\)\n$/);
  });

  it('reports five kinds of mistakes, each with its file and line', async () => {
    copy = await copyOfSeeds();
    // 1. Invalid JSON: a second comma.
    await copy.edit('counter-procedures.json', '"order": 10,', '"order": 10,,');
    // 2. A required field missing: the second municipality's office has no phone.
    await copy.edit('participating-municipalities.json', '      "phone": "022-225-7211",\n', '');
    // 3. A wrong type: a JIS code as a number.
    await copy.edit('participating-municipalities.json', '"jis_code": "131016"', '"jis_code": 131016');
    // 4. An id listed twice: the third business takes the first one's id.
    await copy.edit('lifeline-businesses.json', '"business_id": "kitano-energy"', '"business_id": "hikari-denryoku"');
    // 5. A reference across files: a campaign offer by a business the lifeline catalogue does not list.
    await copy.edit('campaigns.json', '"business_id": "sakura-gas"', '"business_id": "sakura-gass"');

    const ended = await check(copy.dir);
    expect(ended.code).toBe(1);
    expect(ended.stdout).toBe('');
    const lines = ended.stderr.trimEnd().split('\n');
    const line = (file: Parameters<CatalogueCopy['lineOf']>[0], text: string) => copy!.lineOf(file, text);
    expect(lines.slice(0, -1).sort()).toEqual(
      [
        `counter-procedures.json:${await line('counter-procedures.json', '"order": 10,,')}: invalid JSON: a property name in double quotes expected, found ','`,
        // The object that lacks the field: the second municipality's "office".
        `participating-municipalities.json:${(await line('participating-municipalities.json', '"name": "仙台市青葉区役所')) - 1}: /1/office: required property "phone" is missing`,
        `participating-municipalities.json:${await line('participating-municipalities.json', '"jis_code": 131016')}: /2/jis_code: must be string`,
        `lifeline-businesses.json:${(await copy.lineOf('lifeline-businesses.json', '"name": "きたのエナジー"')) - 1}: /2/business_id: listed twice`,
        `campaigns.json:${await line('campaigns.json', '"sakura-gass"')}: /0/offers/1/business_id: unknown business "sakura-gass" (not in lifeline-businesses.json)`,
      ].sort(),
    );
    expect(lines.at(-1)).toBe(`${copy.dir}: 5 mistakes`);
  });

  it('names a missing file, and answers a usage error with exit code 2', async () => {
    copy = await copyOfSeeds();
    await copy.remove();
    const missing = await check(copy.dir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('participating-municipalities.json: the file is missing');
    const usage = await runServerScript('src/server/ops/catalogue-cli.ts', {}, ['verify']);
    expect(usage).toMatchObject({ code: 2, stderr: 'usage: npm run catalogue -- check DIR | diff DIR\n' });
  });
});
