// The development lifeline catalogue: fictional businesses whose forms exist, whose areas are
// real prefecture and municipality codes, and at least two of which serve every ward of Tokyo's
// 23 wards and of Osaka city.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lifelineForms } from '#shared/forms/testing/lifeline-forms';
import { addressCatalogue } from '../address/shared-catalogue';
import { loadLifelineCatalogue } from './lifeline-catalogue';

const NAHA = '472018';

describe('the lifeline catalogue seed', () => {
  it('has businesses of every category, each with a form, a description, a phone and the development inbox as its endpoint', async () => {
    const catalogue = await loadLifelineCatalogue();
    expect(new Set(catalogue.all.map((b) => b.category))).toEqual(new Set(Object.keys(lifelineForms)));
    for (const business of catalogue.all) {
      expect(lifelineForms[business.category]).toBeDefined();
      expect(business.description.length).toBeGreaterThan(0);
      // The development seed points every business at the embedded development inbox (decision 019).
      expect(business.delivery_endpoint).toBe('dev-inbox');
    }
  });

  it('names only real municipalities in its areas', async () => {
    const catalogue = await loadLifelineCatalogue();
    const addresses = await addressCatalogue();
    const codes = new Set(addresses.prefs().flatMap((pref) => addresses.cities(pref.code).map((city) => city.jis_code)));
    for (const business of catalogue.all) {
      for (const code of business.area.municipalities) expect(codes.has(code), `${business.business_id} ${code}`).toBe(true);
    }
  });

  it('serves every ward of Tokyo’s 23 wards and of Osaka city with at least two businesses', async () => {
    const catalogue = await loadLifelineCatalogue();
    const addresses = await addressCatalogue();
    const tokyoWards = addresses.cities('13').filter((city) => city.jis_code < '131245');
    const osakaWards = addresses.cities('27').filter((city) => city.name.startsWith('大阪市'));
    expect(tokyoWards).toHaveLength(23);
    expect(osakaWards).toHaveLength(24);
    for (const ward of [...tokyoWards, ...osakaWards]) expect(catalogue.serving(ward.jis_code).length, ward.name).toBeGreaterThanOrEqual(2);
  });

  it('filters by prefecture or by municipality, in catalogue order', async () => {
    const catalogue = await loadLifelineCatalogue();
    const ids = (jisCode: string) => catalogue.serving(jisCode).map((b) => b.business_id);
    expect(ids('131016')).toEqual(['hikari-denryoku', 'sakura-gas', 'machikado-suido', 'soyokaze-hikari', 'tsubasa-net', 'aozora-shimbun']);
    expect(ids('131130')).not.toContain('machikado-suido'); // 渋谷区: not in the water centre's list
    expect(ids('271276')).toEqual(['naniwa-denki', 'yodogawa-gas', 'machikado-suido', 'soyokaze-hikari', 'tsubasa-net', 'aozora-shimbun']);
    expect(ids(NAHA)).toEqual([]);
  });

  it('refuses a business whose category has no form, or that serves nowhere', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-lifeline-'));
    try {
      const entry = { business_id: 'x', name: 'x', category: 'gas', description: 'x', area: { prefectures: ['13'], municipalities: [] }, delivery_endpoint: 'https://example.invalid/x', phone: '0120-000-000' };
      const write = async (content: unknown) => {
        const file = path.join(dir, 'catalogue.json');
        await writeFile(file, JSON.stringify(content));
        return file;
      };
      await expect(loadLifelineCatalogue(await write([{ ...entry, category: 'telephone' }]))).rejects.toThrow(/invalid lifeline catalogue/);
      await expect(loadLifelineCatalogue(await write([{ ...entry, area: { prefectures: [], municipalities: [] } }]))).rejects.toThrow(/serves nowhere/);
      await expect(loadLifelineCatalogue(await write([{ ...entry, delivery_endpoint: 'http://example.invalid/x' }]))).rejects.toThrow(/invalid lifeline catalogue/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
