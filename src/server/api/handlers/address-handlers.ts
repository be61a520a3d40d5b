// The address catalogue's operations (brief §5, spec §7): prefs, cities/, towns/, zipcodes,
// pref_to_towns/ (GET by municipality, POST by zip) and exact_match_cities. All answer from the
// in-memory catalogue; the contract has already validated every parameter's shape.
import type { AddressCatalogue } from '../../address/address-catalogue';
import { addressCatalogue } from '../../address/shared-catalogue';
import { ApiError } from '../../errors/api-error';
import type { Handler } from '../typed-handlers';

/** Spec §5: a lookup answers status OK, with an empty list for an unknown zip. */
const ok = { code: 'OK', message: '' } as const;

export function createAddressHandlers(catalogue: () => Promise<AddressCatalogue> = addressCatalogue) {
  const getPrefs: Handler<'getPrefs'> = async () => ({ prefs: [...(await catalogue()).prefs()] });

  const getCities: Handler<'getCities'> = async (request) => ({
    cities: [...(await catalogue()).cities(request.query.pref_code)],
  });

  const getTowns: Handler<'getTowns'> = async (request) => {
    const towns = (await catalogue()).towns(request.query.city_code);
    if (!towns) throw new ApiError('NOT_FOUND', '該当する市区町村が見つかりません。');
    return { towns: [...towns] };
  };

  const getZipcodes: Handler<'getZipcodes'> = async (request) => ({
    zipcodes: [...(await catalogue()).zipcodes(request.query.city_code, request.query.town)],
  });

  const getPrefToTowns: Handler<'getPrefToTowns'> = async (request) => ({
    status: ok,
    pref_to_towns: [...(await catalogue()).areasOfCity(request.query.jis_code)],
  });

  const postPrefToTowns: Handler<'postPrefToTowns'> = async (request) => ({
    status: ok,
    pref_to_towns: [...(await catalogue()).lookupZip(request.body.zipcode)],
  });

  const getExactMatchCities: Handler<'getExactMatchCities'> = async (request) => ({
    cities: [...(await catalogue()).exactMatchCities(request.query.name, request.query.pref_code)],
  });

  return { getPrefs, getCities, getTowns, getZipcodes, getPrefToTowns, postPrefToTowns, getExactMatchCities };
}
