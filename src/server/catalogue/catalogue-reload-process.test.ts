// The catalogue as an operator runs it (issue 30), on `npm start`'s own process: CATALOGUE_DIR is
// served without a rebuild; SIGHUP with a mistake in it is refused with the mistake logged, and
// the previous catalogue keeps serving; SIGHUP after the fix serves the new one. Then, the server
// stopped, `npm run catalogue -- diff` compares directories with the catalogue it recorded last.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runServerScript, startAppProcess, type AppProcess } from '../testing/app-process';
import { signInResident } from '../testing/signed-in-resident';
import { copyOfSeeds, type CatalogueCopy } from './testing-catalogue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('CATALOGUE_DIR on a running server', () => {
  let dataDir: string | undefined;
  let copy: CatalogueCopy | undefined;
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.crash();
    await copy?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('reloads on SIGHUP, keeps the previous catalogue when the new one has a mistake, and diffs against the one served', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-catalogue-reload-'));
    copy = await copyOfSeeds();
    const key = () => randomBytes(32).toString('base64');
    const port = await freePort();
    const env = { NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'no-web'), LOG_LEVEL: 'info', JOBS: 'off', DOCUMENT_ENCRYPTION_KEY: key(), IDENTITY_HASH_KEY: key(), CSRF_TOKEN_KEY: key() };
    const lines: string[] = [];
    app = await startAppProcess({ ...env, CATALOGUE_DIR: copy.dir }, { port, onLine: (line) => lines.push(line) });
    const running = app;
    // The lifeline catalogue as the procedures form reads it, signed in.
    const { browser } = await signInResident(running.origin);
    const businessNames = async () => (await browser.getApi<{ businesses: { name: string }[] }>('lifeline_businesses?jis_code=131016')).body.businesses.map((business) => business.name);
    /** Sends SIGHUP and waits for the catalogue's answer in the log. */
    const hangUp = async () => {
      const seen = lines.length;
      process.kill(running.pid, 'SIGHUP');
      for (let waited = 0; waited < 20_000; waited += 100) {
        const answer = lines.slice(seen).map((line) => JSON.parse(line) as { msg?: string; mistakes?: string[] }).find((line) => line.msg?.startsWith('catalogue reload'));
        if (answer) return answer;
        await sleep(100);
      }
      throw new Error(`no answer to SIGHUP:\n${running.output()}`);
    };
    expect(await businessNames()).toContain('ひかり電力');

    await copy.edit('lifeline-businesses.json', '"name": "ひかり電力",', '"name": "ひかり電力",,');
    const refused = await hangUp();
    expect(refused).toMatchObject({ msg: 'catalogue reload refused: the previous catalogue keeps serving' });
    expect(refused.mistakes).toEqual([`lifeline-businesses.json:${await copy.lineOf('lifeline-businesses.json', ',,')}: invalid JSON: a property name in double quotes expected, found ','`]);
    expect(await businessNames()).toContain('ひかり電力');

    await copy.edit('lifeline-businesses.json', '"name": "ひかり電力",,', '"name": "ひかり電力ネクスト",');
    expect(await hangUp()).toMatchObject({ msg: 'catalogue reloaded', changed: true });
    const names = await businessNames();
    expect(names).toContain('ひかり電力ネクスト');
    expect(names).not.toContain('ひかり電力');
    await app.stop();

    // One process owns a PGlite data folder: the CLI runs once the server stopped.
    const diff = (dir: string) => runServerScript('src/server/ops/catalogue-cli.ts', { DATA_DIR: dataDir ?? '', NODE_ENV: 'test' }, ['diff', dir]);
    const same = await diff(copy.dir);
    expect(same.stdout).toMatch(/^against the catalogue served since \S+ \(sha256 [0-9a-f]{64}\)\nno change\n$/);
    expect(same.code).toBe(0);
    const back = await diff('src/server/domain/seed');
    expect(back.stdout.split('\n').slice(1)).toEqual(['lifeline-businesses.json', '  ~ hikari-denryoku', '      name: "ひかり電力ネクスト" → "ひかり電力"', '']);
    expect(back.code).toBe(1);
  });
});
