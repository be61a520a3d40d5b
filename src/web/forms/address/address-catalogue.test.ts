import { describe, expect, it } from 'vitest';
import { createKeyValueStore } from '../../stores/create-store';
import { cachedCatalogue, unavailableCatalogue, zipLookupOf, type AddressCatalogue } from './address-catalogue';

function countingCatalogue(failFirst: boolean) {
  const calls: string[] = [];
  let failed = false;
  const source: AddressCatalogue = {
    ...unavailableCatalogue,
    async areasOfZip(zipcode) {
      calls.push(zipcode);
      if (failFirst && !failed) {
        failed = true;
        throw new Error('network');
      }
      return zipcode === '1000001' ? [{ zipcode, pref_code: '13', pref: '東京都', jis_code: '131016', city: '千代田区', town: '千代田' }] : [];
    },
  };
  return { source, calls };
}

describe('the cached catalogue', () => {
  it('asks once per zip, and again after a failure', async () => {
    const { source, calls } = countingCatalogue(true);
    const catalogue = cachedCatalogue(source);
    await expect(catalogue.areasOfZip('1000001')).rejects.toThrow('network');
    await catalogue.areasOfZip('1000001');
    await catalogue.areasOfZip('1000001');
    expect(calls).toEqual(['1000001', '1000001']);
  });

  it('keeps its answers in the store it is given (the pages give spec §3’s page-option-value store)', async () => {
    const { source, calls } = countingCatalogue(false);
    const store = createKeyValueStore<unknown>();
    await cachedCatalogue(source, store).areasOfZip('1000001');
    expect(Object.keys(store.get())).toEqual(['zip:1000001']);
    // Another catalogue over the same store (the next page) asks no more.
    await cachedCatalogue(source, store).areasOfZip('1000001');
    expect(calls).toEqual(['1000001']);
  });
});

describe('spec §5’s zip lookup over the catalogue', () => {
  it('counts the towns of a known zip, none for an unknown one, and a failure as no answer', async () => {
    const { source } = countingCatalogue(false);
    const lookup = zipLookupOf(source);
    expect(await lookup('1000001')).toEqual({ ok: true, townCount: 1 });
    expect(await lookup('0000000')).toEqual({ ok: true, townCount: 0 });
    expect(await zipLookupOf(unavailableCatalogue)('1000001')).toEqual({ ok: false });
  });
});
