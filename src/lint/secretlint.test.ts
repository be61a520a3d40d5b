// secretlint, part of `npm run lint` (issue 26): the check has teeth. A private key written into a
// file of the tree is reported, a clean file is not. The key is made here at run time, so this
// file holds no secret of its own for the scan of the tree to find.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The package exports no subpath for its bin: npm's link to it is the command `npm run secretlint` runs.
const cli = path.resolve('node_modules/.bin/secretlint');
const config = path.resolve('src/lint/secretlintrc.json');
const folder = mkdtempSync(path.join(tmpdir(), 'utsuru-secretlint-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function scan(name: string, text: string) {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  const run = spawnSync(process.execPath, [cli, '--secretlintrc', config, '--maskSecrets', '--format', 'stylish', '--no-color', file], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('secretlint with the project’s rules', () => {
  it('reports a private key committed in a file', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const { status, output } = scan('leaked-key.ts', `export const signingKey = \`${privateKey}\`;\n`);
    expect(status).toBe(1);
    expect(output).toContain('[PrivateKey]');
    // --maskSecrets: the report itself does not repeat the key.
    expect(output).not.toContain(privateKey.split('\n')[1]);
  });

  it('passes a file without secrets', () => {
    expect(scan('clean.ts', 'export const greeting = "こんにちは";\n').status).toBe(0);
  });
});
