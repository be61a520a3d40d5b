// One catalogue per process, built at first use and shared by every request. The data is the
// same in every process (it ships with the package), so this is no per-user state (brief §3).
import { buildAddressCatalogue, type AddressCatalogue } from './address-catalogue';
import { loadPostalMaster } from './postal-master';

let building: Promise<AddressCatalogue> | undefined;

export function addressCatalogue(): Promise<AddressCatalogue> {
  building ??= loadPostalMaster().then(buildAddressCatalogue);
  // A failed build is not remembered, so the next request tries again.
  building.catch(() => {
    building = undefined;
  });
  return building;
}
