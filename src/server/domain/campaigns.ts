// The campaign table (decision 020): which promo code is running when, and what each honouring
// lifeline business offers with it. A file of the catalogue (decision 032; development default
// src/server/domain/seed/campaigns.json); a broken file is refused, an unknown business id too.
import { z } from 'zod';
import type { components } from '#shared/api/schema';
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import { defaultCatalogueDir } from './catalogue-directory';
import { loadLifelineCatalogue, type LifelineCatalogue } from './lifeline-catalogue';
import { listUniqueBy, readSeed } from './seed-validation';

type Campaign = components['schemas']['Campaign'];

const isoDate = z.iso.date();
const campaignEntry = z
  .strictObject({
    code: z.string().regex(/^[A-Z0-9_-]{1,32}$/),
    title: z.string().min(1),
    valid_from: isoDate,
    valid_until: isoDate,
    offers: listUniqueBy(z.strictObject({ business_id: z.string().min(1), offer: z.string().min(1) }), 'business_id').min(1),
  })
  .refine((entry) => entry.valid_from <= entry.valid_until, 'valid_from after valid_until');

type CampaignEntry = z.infer<typeof campaignEntry>;

/** The campaign table's rules within its file, after its JSON Schema (unknown businesses: campaignTableOf). */
export const campaignsSchema = listUniqueBy(campaignEntry, 'code');

export interface RunningCampaign {
  /** The code as the table spells it. */
  code: string;
  campaign: Campaign;
}

export interface CampaignTable {
  /** The campaign with this code (any letter case) running on that day in Japan, or null. */
  running(code: string, at: Date): RunningCampaign | null;
  /** Whether a campaign with this code, running on that day, honours the business. */
  honours(code: string, businessId: string, at: Date): boolean;
}

/** YYYY-MM-DD of the day in Japan at `at`. */
function isoDayInJapan(at: Date): string {
  const { year, month, day } = calendarDayInJapan(at);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function campaignTableOf(entries: readonly CampaignEntry[], lifeline: LifelineCatalogue): CampaignTable {
  for (const entry of entries) {
    for (const offer of entry.offers) {
      if (!lifeline.byId(offer.business_id)) throw new Error(`campaign ${entry.code}: unknown business ${offer.business_id}`);
    }
  }
  const find = (code: string, at: Date) => {
    const day = isoDayInJapan(at);
    const wanted = code.toUpperCase();
    return entries.find((entry) => entry.code === wanted && entry.valid_from <= day && day <= entry.valid_until) ?? null;
  };
  return {
    running(code, at) {
      const entry = find(code, at);
      if (!entry) return null;
      const offers = entry.offers.map(({ business_id, offer }) => ({ business_id, name: lifeline.byId(business_id)?.name ?? business_id, offer }));
      return { code: entry.code, campaign: { title: entry.title, offers } };
    },
    honours: (code, businessId, at) => find(code, at)?.offers.some((offer) => offer.business_id === businessId) ?? false,
  };
}

export const defaultCampaignFile = new URL('campaigns.json', defaultCatalogueDir);

/** One file with the default lifeline catalogue (tests); the service loads the whole catalogue (catalogue-check.ts). */
export async function loadCampaignTable(file: URL | string = defaultCampaignFile): Promise<CampaignTable> {
  const [entries, lifeline] = await Promise.all([readSeed(campaignsSchema, file, 'campaign table'), loadLifelineCatalogue()]);
  return campaignTableOf(entries, lifeline);
}
