// Step 2's lists, filled from possibility and the lifeline catalogue (spec §3): one municipality
// application per procedure that can be filed online, and one business application per chosen
// business that serves the destination. An entry that survives a recomputation (same procedure
// and municipality, or same business) keeps its id, status and values; the others are dropped.
import { randomUUID } from 'node:crypto';
import type { components } from '#shared/api/schema';
import { isMunicipalityProcedure, municipalityProcedureSort } from '#shared/domain/moving-procedures';
import { applicability } from '#shared/forms/applicability';
import { inputStatus } from '#shared/forms/input-status';
import type { BusinessServes } from '#shared/forms/definitions/lifeline-forms';
import { servesArea, type CatalogueBusiness, type LifelineCatalogue } from './lifeline-catalogue';
import type { PossibilitySection } from './possibility';

export type MunicipalityApplication = components['schemas']['MunicipalityApplication'];
export type BusinessApplication = components['schemas']['BusinessApplication'];

export function municipalityApplicationsFor(possibility: PossibilitySection, previous: readonly MunicipalityApplication[]): MunicipalityApplication[] {
  const applications: MunicipalityApplication[] = [];
  for (const { code, status, jis_code: jisCode } of possibility.possible_statuses) {
    if (!isMunicipalityProcedure(code) || status !== applicability.applicable || jisCode === null) continue;
    const kept = previous.find((application) => application.procedure === code && application.jis_code === jisCode);
    const place = possibility.moving.find((entry) => entry.address.jis_code === jisCode);
    applications.push({
      id: kept?.id ?? randomUUID(),
      procedure: code,
      jis_code: jisCode,
      municipality_name: place?.address.city ?? kept?.municipality_name ?? '',
      status: kept?.status ?? inputStatus.notEdited,
      sort: municipalityProcedureSort[code],
      values: kept?.values ?? null,
    });
  }
  return applications;
}

/** The move's two municipalities (JIS codes); `to` is null for a move without a destination. */
export interface MoveEnds {
  from: string;
  to: string | null;
}

/** Which of the move's addresses a business serves, so its form asks only what fits (decision 018). */
export function businessServes(business: CatalogueBusiness, ends: MoveEnds): BusinessServes {
  const old = servesArea(business, ends.from);
  const next = ends.to !== null && servesArea(business, ends.to);
  if (old === next) return 'both'; // serving neither is not chosen: the catalogue lists businesses serving the destination
  return next ? 'new_address' : 'old_address';
}

export function businessApplicationsFor(chosen: readonly CatalogueBusiness[], catalogue: LifelineCatalogue, previous: readonly BusinessApplication[], ends: MoveEnds): BusinessApplication[] {
  return chosen.map((business) => {
    const kept = previous.find((application) => application.business_id === business.business_id);
    return {
      business_id: business.business_id,
      name: business.name,
      category: business.category,
      serves: businessServes(business, ends),
      status: kept?.status ?? inputStatus.notEdited,
      sort: catalogue.all.indexOf(business) + 1,
      values: kept?.values ?? null,
    };
  });
}
