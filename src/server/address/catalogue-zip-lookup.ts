// The server's side of spec §5's zip existence check: the in-memory catalogue answers.
import type { ZipLookup } from '#shared/validation/zip-existence-rule';
import type { AddressCatalogue } from './address-catalogue';

export function catalogueZipLookup(catalogue: AddressCatalogue): ZipLookup {
  return async (zipcode) => ({ ok: true, townCount: catalogue.lookupZip(zipcode).length });
}
