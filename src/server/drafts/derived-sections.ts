// The sections of a draft the server derives from step 1 (brief §5): possibility, then step 2's
// municipality applications and lifeline businesses. Recomputed on every write of the moving or
// procedures section. While step 1 is incomplete possibility is None and step 2's sections are
// None too (hidden and not writable), but their entries are kept, so the resident's step-2
// answers come back once step 1 is fixed. Entries that survive are checked again, because a new
// move date can make a 来庁予定日 wrong.
import { formatCalendarDate } from '#shared/validation/calendar-date';
import { inputStatus, type InputStatus } from '#shared/forms/input-status';
import { businessApplicationsFor, municipalityApplicationsFor } from '../domain/application-lists';
import { chosenBusinessesServing, computePossibility } from '../domain/possibility';
import { checkBusinessApplication, checkMunicipalityApplication, listStatus, type SectionWriteContext } from './section-checks';
import type { SessionAttributes } from './session-data';

const sectionStatusOf = (entries: readonly { status: InputStatus }[]) =>
  entries.length === 0 ? inputStatus.none : listStatus(entries.map((entry) => entry.status), inputStatus.none);

export async function refreshDerivedSections(attributes: SessionAttributes, context: SectionWriteContext): Promise<SessionAttributes> {
  const possibility = computePossibility(attributes, context.domain, formatCalendarDate(context.today), context.procedures);
  const moving = attributes.moving.values;
  const procedures = attributes.procedures.values;
  if (possibility.status === inputStatus.none || !moving || !procedures) {
    return {
      ...attributes,
      possibility,
      municipality: { ...attributes.municipality, status: inputStatus.none },
      businesses: { ...attributes.businesses, status: inputStatus.none },
    };
  }

  const municipalityApplications = await Promise.all(
    municipalityApplicationsFor(possibility, attributes.municipality.applications, context.procedures).map(async (application) =>
      application.values === null
        ? application
        : { ...application, status: (await checkMunicipalityApplication(application.procedure, application.values, moving.move_date, context, application.jis_code)).status },
    ),
  );
  const chosen = chosenBusinessesServing(moving, procedures, context.domain);
  const businessApplications = await Promise.all(
    businessApplicationsFor(chosen, context.domain.lifeline, attributes.businesses.applications, { from: moving.from.jis_code, to: moving.to?.jis_code ?? null }).map(async (application) =>
      application.values === null
        ? application
        : { ...application, status: (await checkBusinessApplication(application.category, application.serves, application.values, context)).status },
    ),
  );
  return {
    ...attributes,
    possibility,
    municipality: { status: sectionStatusOf(municipalityApplications), applications: municipalityApplications },
    businesses: { status: sectionStatusOf(businessApplications), applications: businessApplications },
  };
}
