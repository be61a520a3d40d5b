// What spec §5's rules depend on, as the server sees it when a section is written: the day in
// Japan by the server's clock, and the in-memory catalogue as the zip lookup.
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import type { RuleContext } from '#shared/validation/rule-registry';
import type { ZipLookup } from '#shared/validation/zip-existence-rule';
import { catalogueZipLookup } from './catalogue-zip-lookup';
import { addressCatalogue } from './shared-catalogue';

/** One lookup for the process's one catalogue: the rules built on it are then built once too. */
let lookupZip: Promise<ZipLookup> | undefined;

export async function serverRuleContext(now: Date): Promise<RuleContext> {
  const current = (lookupZip ??= addressCatalogue().then(catalogueZipLookup));
  current.catch(() => {
    if (lookupZip === current) lookupZip = undefined; // a failed catalogue load is tried again
  });
  return { today: calendarDayInJapan(now), lookupZip: await current };
}
