// What spec §5's rules depend on, as the server sees it when a section is written: the day in
// Japan by the server's clock, and the in-memory catalogue as the zip lookup.
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import type { RuleContext } from '#shared/validation/rule-registry';
import { catalogueZipLookup } from './catalogue-zip-lookup';
import { addressCatalogue } from './shared-catalogue';

export async function serverRuleContext(now: Date): Promise<RuleContext> {
  return { today: calendarDayInJapan(now), lookupZip: catalogueZipLookup(await addressCatalogue()) };
}
