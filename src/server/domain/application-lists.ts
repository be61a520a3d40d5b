// Step 2's lists, filled from possibility and the lifeline catalogue (spec §3): one municipality
// application per procedure that can be filed online, and one business application per chosen
// business that serves the destination. An entry that survives a recomputation (same procedure
// and municipality, or same business) keeps its id, status and values; the others are dropped.
import { randomUUID } from 'node:crypto';
import type { components } from '#shared/api/schema';
import { applicability } from '#shared/forms/applicability';
import { inputStatus } from '#shared/forms/input-status';
import type { ProcedureRegistry } from '#shared/procedures';
import { businessServes, type MoveEnds } from '#shared/domain/business-serves';
import type { CatalogueBusiness, LifelineCatalogue } from './lifeline-catalogue';
import type { PossibilitySection } from './possibility';

export type MunicipalityApplication = components['schemas']['MunicipalityApplication'];
export type BusinessApplication = components['schemas']['BusinessApplication'];

export function municipalityApplicationsFor(possibility: PossibilitySection, previous: readonly MunicipalityApplication[], registry: ProcedureRegistry): MunicipalityApplication[] {
  const applications: MunicipalityApplication[] = [];
  for (const { code, status, jis_code: jisCode } of possibility.possible_statuses) {
    const entry = registry.municipalityEntryOf(code);
    if (!entry || status !== applicability.applicable || jisCode === null) continue;
    const kept = previous.find((application) => application.procedure === code && application.jis_code === jisCode);
    const place = possibility.moving.find((entry) => entry.address.jis_code === jisCode);
    applications.push({
      id: kept?.id ?? randomUUID(),
      procedure: code,
      jis_code: jisCode,
      municipality_name: place?.address.city ?? kept?.municipality_name ?? '',
      status: kept?.status ?? inputStatus.notEdited,
      sort: entry.order,
      values: kept?.values ?? null,
    });
  }
  return applications;
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
