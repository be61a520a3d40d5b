// The address catalogue over the API client (POST pref_to_towns/, GET prefs, cities/, towns/).
import { getCities, getPrefs, getPrefToTowns, getTowns } from '../../api/address';
import type { ApiClient } from '../../api/client';
import type { AddressCatalogue } from './address-catalogue';

export function apiAddressCatalogue(client: ApiClient): AddressCatalogue {
  return {
    areasOfZip: (zipcode) => getPrefToTowns(client, zipcode),
    prefs: () => getPrefs(client),
    cities: (prefCode) => getCities(client, prefCode),
    towns: (cityCode) => getTowns(client, cityCode),
  };
}
