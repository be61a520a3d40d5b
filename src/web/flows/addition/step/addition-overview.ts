// The addition's overview blocks (/after/step) and confirm sections (/after/step/confirm): the
// applicant, then each added business in catalogue order, each with its page in the addition.
import type { components } from '#shared/api/schema';
import { flows } from '#shared/flows';
import { stepOneSectionNames } from '#shared/forms/section-names';
import { pathOf } from '#shared/routes';
import { lifelinePathOf } from '../../shared/sections/lifeline-section';
import { stepTwoBlocks, type OverviewBlock } from '../../shared/step/overview-blocks';
import { summarySections, type SummarySection } from '../../shared/step/summary-sections';

type Attributes = components['schemas']['SessionAttributes'];

const { phase } = flows.addition;
const applicantPath = pathOf('after-personalinfo');

export const applicantBlock = (attributes: Attributes): OverviewBlock => ({
  key: 'applicant',
  number: null,
  name: stepOneSectionNames.applicant,
  status: attributes.applicant.status,
  href: applicantPath,
});

/** The added businesses as the normal overview names them, each leading to its form in the addition. */
export const businessBlocks = (attributes: Attributes): OverviewBlock[] =>
  stepTwoBlocks({ ...attributes, municipality: { ...attributes.municipality, applications: [] } }).map((block) => ({
    ...block,
    href: lifelinePathOf(phase, block.key),
  }));

/** The confirm page's sections: the applicant and each added business (the move is the original one). */
export function additionSummarySections(attributes: Attributes): SummarySection[] {
  const businessIds = new Set(attributes.businesses.applications.map((business) => business.business_id));
  return summarySections(attributes)
    .filter((section) => section.key === 'applicant' || businessIds.has(section.key))
    .map((section) => ({ ...section, href: section.key === 'applicant' ? applicantPath : lifelinePathOf(phase, section.key) }));
}
