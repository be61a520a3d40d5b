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

let loading: Promise<DomainData> | undefined;

export function domainData(): Promise<DomainData> {
  loading ??= Promise.all([loadParticipationTable(), loadLifelineCatalogue(), addressCatalogue()]).then(([participation, lifeline, addresses]) => ({
    participation,
    lifeline,
    addresses,
  }));
  // A failed load is not remembered, so the next request tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

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
