// The reference data the domain rules read, shared by every request (like the address
// catalogue): the catalogue (decision 032: participation table, lifeline catalogue, campaigns,
// counter procedures) and the address catalogue that names municipalities. The catalogue is the
// one main.ts loaded from CATALOGUE_DIR, replaced whole by a reload; a process that loaded none
// (tests, CLIs) reads the development seeds.
import type { CounterProcedureEntry } from '#shared/counter-procedures';
import type { AddressCatalogue } from '../address/address-catalogue';
import { addressCatalogue } from '../address/shared-catalogue';
import { loadCatalogue, type Catalogue } from '../catalogue/catalogue-load';
import type { CampaignTable } from './campaigns';
import { defaultCatalogueDir } from './catalogue-directory';
import type { LifelineCatalogue } from './lifeline-catalogue';
import type { ParticipationTable } from './participation-table';

export interface DomainData {
  participation: ParticipationTable;
  lifeline: LifelineCatalogue;
  addresses: AddressCatalogue;
}

/** The recipients of applications (municipalities and businesses), without the address catalogue. */
export type RecipientSeeds = Pick<DomainData, 'participation' | 'lifeline'>;

let serving: Promise<Catalogue> | undefined;

/** The catalogue served now; the seeds when none was loaded (a failed load is not remembered). */
export function currentCatalogue(): Promise<Catalogue> {
  if (serving) return serving;
  const loading = loadCatalogue(defaultCatalogueDir);
  serving = loading;
  loading.catch(() => {
    if (serving === loading) serving = undefined;
  });
  return loading;
}

/** Serves this catalogue from now on (the start, a reload); a request already running keeps the one it read. */
export function serveCatalogue(catalogue: Catalogue): void {
  serving = Promise.resolve(catalogue);
}

/** Loads CATALOGUE_DIR (or the seeds) and serves it; a bad catalogue refuses the start (a ConfigError listing every mistake). */
export async function startCatalogue(dir: string | undefined): Promise<Catalogue> {
  const catalogue = await loadCatalogue(dir ?? defaultCatalogueDir);
  serveCatalogue(catalogue);
  return catalogue;
}

/** The recipients only: the delivery and the development inbox need no addresses. */
export async function recipientSeeds(): Promise<RecipientSeeds> {
  const { participation, lifeline } = await currentCatalogue();
  return { participation, lifeline };
}

export async function domainData(): Promise<DomainData> {
  const [seeds, addresses] = await Promise.all([recipientSeeds(), addressCatalogue()]);
  return { ...seeds, addresses };
}

/** The campaign table served now (decision 020). */
export const campaignTable = async (): Promise<CampaignTable> => (await currentCatalogue()).campaigns;

/** The counter procedures served now (issue 28). */
export const counterProcedures = async (): Promise<readonly CounterProcedureEntry[]> => (await currentCatalogue()).counterProcedures;

export interface Place {
  pref: string;
  city: string;
}

/** The prefecture and municipality names of a JIS code, or null when the catalogue has no such code. */
export function placeOf(addresses: AddressCatalogue, jisCode: string): Place | null {
  const prefCode = jisCode.slice(0, 2);
  const city = addresses.cities(prefCode).find((candidate) => candidate.jis_code === jisCode);
  const pref = addresses.prefs().find((candidate) => candidate.code === prefCode);
  return city && pref ? { pref: pref.name, city: city.name } : null;
}
