// The address catalogue over the API client (POST pref_to_towns/, GET prefs, cities/, towns/).
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/api-error';
import type { AddressCatalogue } from './address-catalogue';

export function apiAddressCatalogue(client: ApiClient): AddressCatalogue {
  return {
    async areasOfZip(zipcode) {
      return unwrap(await client.POST('/pref_to_towns/', { body: { zipcode } })).pref_to_towns;
    },
    async prefs() {
      return unwrap(await client.GET('/prefs')).prefs;
    },
    async cities(prefCode) {
      return unwrap(await client.GET('/cities/', { params: { query: { pref_code: prefCode } } })).cities;
    },
    async towns(cityCode) {
      return unwrap(await client.GET('/towns/', { params: { query: { city_code: cityCode } } })).towns;
    },
  };
}
