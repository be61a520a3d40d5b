// The lifeline catalogue (brief §5): the businesses residents can notify, each with its service
// area (prefecture codes or municipality JIS codes), its category (an entry of the procedure
// registry, whose form the resident fills), a description, the endpoint its notices go to and the
// phone residents call. The development seed is fictional; production names its own catalogue
// directory with CATALOGUE_DIR (decisions 011, 032).
import { z } from 'zod';
import type { components } from '#shared/api/schema';
import type { BusinessCategory } from '#shared/forms/definitions/lifeline-forms';
import { shippedProcedures } from '#shared/procedures';
import { servesArea } from '#shared/domain/business-serves';
import { deliveryEndpointSchema, jisCodeSchema, listUniqueBy, phoneSchema, readSeed } from './seed-validation';
import { defaultCatalogueDir } from './catalogue-directory';

type LifelineBusiness = components['schemas']['LifelineBusiness'];

/** A category of the registry (whose shipped codes are the contract's BusinessCategory): one with no entry has no form. */
const registeredCategory = z.custom<BusinessCategory>(
  (code) => typeof code === 'string' && shippedProcedures.lifelineCategories.some((entry) => entry.code === code),
  'a lifeline category of the procedure registry',
);

const business = z.strictObject({
  business_id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  name: z.string().min(1),
  category: registeredCategory,
  description: z.string().min(1),
  area: z.strictObject({
    prefectures: z.array(z.string().regex(/^(0[1-9]|[1-3]\d|4[0-7])$/)),
    municipalities: z.array(jisCodeSchema),
  }),
  /** Where the business receives notices (decision 019). */
  delivery_endpoint: deliveryEndpointSchema,
  /** Where a resident calls when a notice could not be delivered. */
  phone: phoneSchema,
});

export type CatalogueBusiness = z.infer<typeof business>;

/** The lifeline catalogue's domain rules (decision 011), after its JSON Schema. */
export const lifelineSchema = listUniqueBy(business, 'business_id').superRefine((list, ctx) => {
  for (const [index, item] of list.entries()) {
    if (item.area.prefectures.length + item.area.municipalities.length === 0) ctx.addIssue({ code: 'custom', path: [index, 'area'], message: 'serves nowhere' });
  }
});

export interface LifelineCatalogue {
  /** The businesses serving a municipality (listed itself or by its prefecture), in catalogue order. */
  serving(jisCode: string): readonly CatalogueBusiness[];
  byId(businessId: string): CatalogueBusiness | null;
  readonly all: readonly CatalogueBusiness[];
}

export function lifelineCatalogue(list: readonly CatalogueBusiness[]): LifelineCatalogue {
  const byId = new Map(list.map((entry) => [entry.business_id, entry]));
  return {
    serving: (jisCode) => list.filter((entry) => servesArea(entry, jisCode)),
    byId: (id) => byId.get(id) ?? null,
    all: list,
  };
}

/** What the resident sees of a business when choosing (the contract's LifelineBusiness). */
export function publicView({ business_id, name, category, description }: CatalogueBusiness): LifelineBusiness {
  return { business_id, name, category, description };
}

export const defaultLifelineFile = new URL('lifeline-businesses.json', defaultCatalogueDir);

export async function loadLifelineCatalogue(file: URL | string = defaultLifelineFile): Promise<LifelineCatalogue> {
  return lifelineCatalogue(await readSeed(lifelineSchema, file, 'lifeline catalogue'));
}
