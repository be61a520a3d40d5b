// An address catalogue for DOM tests: a few real areas (日本郵便 and JIS data) answered at once, or
// a zip held until the test answers it, to see what the field does with an answer that comes late.
import type { AddressCatalogue, City, Pref, ZipArea } from '../address-catalogue';

const area = (zipcode: string, town: string): ZipArea => ({ zipcode, pref_code: '13', pref: '東京都', jis_code: '131016', city: '千代田区', town });

const areas: Readonly<Record<string, readonly ZipArea[]>> = {
  '1000001': [area('1000001', '千代田')],
  '1010051': [area('1010051', '神田神保町')],
};
const prefs: readonly Pref[] = [
  { code: '13', name: '東京都' },
  { code: '14', name: '神奈川県' },
];
const cities: Readonly<Record<string, readonly City[]>> = {
  '13': [{ jis_code: '131016', pref_code: '13', name: '千代田区' }],
  '14': [{ jis_code: '141046', pref_code: '14', name: '横浜市中区' }],
};
const towns: Readonly<Record<string, readonly string[]>> = { '131016': ['千代田', '神田神保町'], '141046': ['山下町'] };

export interface HeldZip {
  answer(): void;
  fail(): void;
}

export interface FakeCatalogue extends AddressCatalogue {
  /** From now on, a lookup of `zipcode` waits for the returned handle. */
  hold(zipcode: string): HeldZip;
}

export function fakeCatalogue(): FakeCatalogue {
  const held = new Map<string, HeldZip>();
  return {
    areasOfZip(zipcode) {
      const handle = held.get(zipcode);
      if (!handle) return Promise.resolve(areas[zipcode] ?? []);
      return new Promise((resolve, reject) => {
        handle.answer = () => resolve(areas[zipcode] ?? []);
        handle.fail = () => reject(new Error('the lookup failed'));
      });
    },
    prefs: () => Promise.resolve(prefs),
    cities: (code) => Promise.resolve(cities[code] ?? []),
    towns: (code) => Promise.resolve(towns[code] ?? []),
    hold(zipcode) {
      // Filled in by the lookup; the test answers once the field has asked.
      const handle: HeldZip = { answer: () => undefined, fail: () => undefined };
      held.set(zipcode, handle);
      return { answer: () => handle.answer(), fail: () => handle.fail() };
    },
  };
}
