// /movingout (転出届), /movingin (転入予定連絡), /movinghouse (転居予定連絡): mode 4.
import type { MunicipalityProcedure } from '#shared/forms/definitions/municipality-forms';
import { inputStatus } from '#shared/forms/input-status';
import { shippedProcedures } from '#shared/procedures';
import { routeTitleOf } from '#shared/routes';
import { municipalityEntryName } from '#shared/procedure-names';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';
import { DraftGate } from './draft-gate';
import type { SessionData } from './draft-requests';
import { MissingEntryNotice } from './missing-entry-notice';
import { municipalityApplicationOf, municipalityCrossSectionErrors, municipalityFormUi, municipalityFormValues, municipalityUpdate } from './municipality-section';
import { SectionEditor } from './section-editor';
import { NotEditable } from './section-notice';

function MunicipalityContent({ procedure, session, title }: { procedure: MunicipalityProcedure; session: SessionData; title: string }) {
  const definition = shippedProcedures.municipalityFormOf(procedure);
  const { attributes } = session;
  const application = municipalityApplicationOf(attributes, procedure);
  if (!application) return <MissingEntryNotice title={title} heading={definition.title} subject={definition.title} procedure={procedure} session={session} />;
  // The tab title, the heading, the overview's block and the confirm page say the same name.
  const name = municipalityEntryName(procedure, application.municipality_name);
  if (application.status === inputStatus.cannotEdit) return <NotEditable title={name} heading={name} />;
  return (
    <SectionEditor
      key={application.id}
      title={name}
      heading={name}
      definition={definition}
      status={application.status}
      crossSectionErrors={() => municipalityCrossSectionErrors(application, attributes, formatCalendarDate(calendarDayInJapan(new Date())))}
      defaultValues={municipalityFormValues(application, attributes)}
      update={(values) => municipalityUpdate(application, values)}
      ui={municipalityFormUi(application, attributes)}
    />
  );
}

function MunicipalityPage({ procedure }: { procedure: MunicipalityProcedure }) {
  const title = routeTitleOf(shippedProcedures.entryOf(procedure)?.route ?? 'step');
  return <DraftGate title={title}>{(session) => <MunicipalityContent procedure={procedure} session={session} title={title} />}</DraftGate>;
}

export const MovingOutPage = () => <MunicipalityPage procedure="move_out" />;
export const MovingInPage = () => <MunicipalityPage procedure="move_in" />;
export const MovingHousePage = () => <MunicipalityPage procedure="move_house" />;
