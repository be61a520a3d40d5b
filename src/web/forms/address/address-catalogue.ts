// The address catalogue as the address field uses it (brief §5: real Japan Post and JIS data
// served by our API): the areas of a zip, the prefectures, a prefecture's municipalities and a
// municipality's towns. Every call rejects on failure; the field then simply offers less.
import type { components } from '#shared/api/schema';
import { zipLookupOverApi, type ZipLookup } from '#shared/validation/zip-existence-rule';
import { createKeyValueStore, type KeyValueStore } from '../../stores/create-store';

export type ZipArea = components['schemas']['PrefToTown'];
export type Pref = components['schemas']['Pref'];
export type City = components['schemas']['City'];

export interface AddressCatalogue {
  /** The areas of a 7-digit zip; an unknown zip resolves with none. */
  areasOfZip(zipcode: string): Promise<readonly ZipArea[]>;
  prefs(): Promise<readonly Pref[]>;
  cities(prefCode: string): Promise<readonly City[]>;
  /** The towns of a municipality by its JIS code. */
  towns(cityCode: string): Promise<readonly string[]>;
}

const unavailable = () => Promise.reject(new Error('no address catalogue'));

/** A catalogue that offers nothing (tests, and forms without address fields). */
export const unavailableCatalogue: AddressCatalogue = { areasOfZip: unavailable, prefs: unavailable, cities: unavailable, towns: unavailable };

/**
 * Remembers each answer for the page's lifetime (the catalogue does not change while a resident
 * types), so that the field's candidates and spec §5's zip check on submit ask once per zip.
 * A failed call is forgotten, so the next attempt asks again. The pages keep them in spec §3's
 * page-option-value store (choices loaded for the page's fields), which a route change keeps.
 */
export function cachedCatalogue(source: AddressCatalogue, cache: KeyValueStore<unknown> = createKeyValueStore()): AddressCatalogue {
  function once<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = cache.getItem(key);
    if (known) return known as Promise<T>;
    const loading = load();
    cache.setItem(key, loading);
    loading.catch(() => cache.removeItem(key));
    return loading;
  }
  return {
    areasOfZip: (zipcode) => once(`zip:${zipcode}`, () => source.areasOfZip(zipcode)),
    prefs: () => once('prefs', () => source.prefs()),
    cities: (prefCode) => once(`cities:${prefCode}`, () => source.cities(prefCode)),
    towns: (cityCode) => once(`towns:${cityCode}`, () => source.towns(cityCode)),
  };
}

/** Spec §5's zip existence lookup over the catalogue: a failed lookup flags nothing. */
export function zipLookupOf(catalogue: AddressCatalogue): ZipLookup {
  return zipLookupOverApi(async (zipcode) => ({ status: { code: 'OK' }, pref_to_towns: await catalogue.areasOfZip(zipcode) }));
}
