// The blocks of the overview (/step), by step: each section's name (the one the tab title, the
// page heading and the confirm page use, from #shared/forms/section-names), its input status
// and its page. Step 1's blocks carry their sub-step number (1.1–1.3) before the name.
import type { components } from '#shared/api/schema';
import { sortedMunicipalityApplications } from '#shared/domain/completion';
import type { InputStatus } from '#shared/forms/input-status';
import { stepOneSectionNames } from '#shared/forms/section-names';
import { businessEntryName, municipalityEntryName } from '#shared/procedure-names';
import { pathOf } from '#shared/routes';
import { procedurePathOf } from './step-page-parts';

type Attributes = components['schemas']['SessionAttributes'];

export interface OverviewBlock {
  key: string;
  /** The sub-step number of a step-1 block (「1.1」), else null. */
  number: string | null;
  name: string;
  status: InputStatus;
  /** The section's page. */
  href: string;
}

/** The block's heading: 「1.1 申請者の情報」, 「転出届（札幌市中央区）」. */
export const blockTitleOf = (block: OverviewBlock): string => (block.number ? `${block.number} ${block.name}` : block.name);

export function stepOneBlocks(attributes: Attributes): OverviewBlock[] {
  return [
    { key: 'applicant', number: '1.1', name: stepOneSectionNames.applicant, status: attributes.applicant.status, href: pathOf('personalinfo') },
    { key: 'moving', number: '1.2', name: stepOneSectionNames.moving, status: attributes.moving.status, href: pathOf('address') },
    { key: 'procedures', number: '1.3', name: stepOneSectionNames.procedures, status: attributes.procedures.status, href: pathOf('procedureselection') },
  ];
}

/** Each municipality application (in sort order), then each lifeline business (in sort order). */
export function stepTwoBlocks(attributes: Attributes): OverviewBlock[] {
  const municipality = sortedMunicipalityApplications(attributes).map((application) => ({
    key: application.id,
    number: null,
    name: municipalityEntryName(application.procedure, application.municipality_name),
    status: application.status,
    href: procedurePathOf(application.procedure),
  }));
  const businesses = [...attributes.businesses.applications]
    .sort((a, b) => a.sort - b.sort)
    .map((business) => ({
      key: business.business_id,
      number: null,
      name: businessEntryName(business.name, business.category),
      status: business.status,
      href: pathOf('lifeline-id', { id: business.business_id }),
    }));
  return [...municipality, ...businesses];
}
