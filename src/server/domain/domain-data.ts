// The reference data the domain rules read, loaded once per process and shared by every request
// (like the address catalogue): the participation table, the lifeline catalogue and the address
// catalogue that names municipalities.
import type { AddressCatalogue } from '../address/address-catalogue';
import { addressCatalogue } from '../address/shared-catalogue';
import { loadLifelineCatalogue, type LifelineCatalogue } from './lifeline-catalogue';
import { loadParticipationTable, type ParticipationTable } from './participation-table';

export interface DomainData {
  participation: ParticipationTable;
  lifeline: LifelineCatalogue;
  addresses: AddressCatalogue;
}

/** The recipients of applications (municipalities and businesses), without the address catalogue. */
export type RecipientSeeds = Pick<DomainData, 'participation' | 'lifeline'>;

/** Loads once per process; a failed load is not remembered, so the next call tries again. */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    const current = (loading ??= load());
    current.catch(() => {
      if (loading === current) loading = undefined;
    });
    return current;
  };
}

/** The seeds of the recipients only: the delivery and the development inbox need no addresses. */
export const recipientSeeds = loadedOnce(
  async (): Promise<RecipientSeeds> => {
    const [participation, lifeline] = await Promise.all([loadParticipationTable(), loadLifelineCatalogue()]);
    return { participation, lifeline };
  },
);

export const domainData = loadedOnce(async (): Promise<DomainData> => {
  const [seeds, addresses] = await Promise.all([recipientSeeds(), addressCatalogue()]);
  return { ...seeds, addresses };
});

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
