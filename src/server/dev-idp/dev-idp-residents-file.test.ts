// DEV_IDP_RESIDENTS_FILE (decision 022): the development provider can take its residents from a
// file of one's own, as the mix bench does with hundreds: its login page lists them and signs them
// in, and lists nobody else.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { signInAtDevIdp } from '../testing/dev-idp-login';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';
import { loadTestResidents } from './residents';

const fixture = await loadTestResidents();
const { identity_update: _special, ...template } = fixture[1]!;
const newcomer = { ...template, sub: 'residents-file-test-00001', given_name: '新人', description: 'ファイルから読んだ利用者' };
const file = path.join(mkdtempSync(path.join(tmpdir(), 'utsuru-residents-')), 'residents.json');
writeFileSync(file, JSON.stringify([newcomer]));

describe('the development provider with a residents file of its own', () => {
  const server = useTestServer({ env: { DEV_IDP_RESIDENTS_FILE: file } });

  it('lists and signs in the residents of the file, and no others', async () => {
    const browser = new TestBrowser(server().baseUrl);
    const { body } = await browser.getApi<{ url: string }>('login/authz_url?phase=1&provider=');
    const { loginPage, stoppedAt } = await signInAtDevIdp(browser, body.url, { resident: newcomer.sub }, (next) => next.pathname === `${apiBasePath}/login/callback`);
    expect(loginPage.body).toContain('鈴木 新人');
    expect(loginPage.body).not.toContain(fixture[0]!.family_name + ' ' + fixture[0]!.given_name);
    expect(stoppedAt).toBeDefined();
    await browser.request(stoppedAt!);
    const info = await browser.getApi<{ name: { last: string; first: string } }>('user_info');
    expect(info.status).toBe(200);
    expect(info.body.name).toEqual({ last: '鈴木', first: '新人' });
  });
});
