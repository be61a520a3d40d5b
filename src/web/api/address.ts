// The address catalogue calls (POST pref_to_towns/, GET prefs, cities/, towns/), one function
// per operation; forms/address/api-address-catalogue.ts puts them behind the form's interface.
import { unwrap } from './api-error';
import type { ApiClient } from './client';

/** POST pref_to_towns/: the areas a postal code covers. */
export async function getPrefToTowns(client: ApiClient, zipcode: string) {
  return unwrap(await client.POST('/pref_to_towns/', { body: { zipcode } })).pref_to_towns;
}

/** GET prefs: every prefecture. */
export async function getPrefs(client: ApiClient) {
  return unwrap(await client.GET('/prefs')).prefs;
}

/** GET cities/: the cities of a prefecture. */
export async function getCities(client: ApiClient, prefCode: string) {
  return unwrap(await client.GET('/cities/', { params: { query: { pref_code: prefCode } } })).cities;
}

/** GET towns/: the towns of a city. */
export async function getTowns(client: ApiClient, cityCode: string) {
  return unwrap(await client.GET('/towns/', { params: { query: { city_code: cityCode } } })).towns;
}
