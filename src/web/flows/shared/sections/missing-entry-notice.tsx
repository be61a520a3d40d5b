// Why a step-2 page has nothing to fill in (see missingEntry), and the ways on. A procedure the
// resident did not choose is not in the draft at all: spec §4's null conversion, the 404 page.
import type { ProcedureKind } from './procedures-section';
import type { SessionData } from './draft-requests';
import { missingEntry } from './municipality-section';
import { SectionNotice, type PageLink } from './section-notice';
import { stepOneSectionNames } from '#shared/forms/section-names';
import { PageNotFound } from '../../../routing/page-not-found';

export interface MissingEntryNoticeProps {
  /** The document title. */
  title: string;
  heading: string;
  /** The procedure as the resident knows it, e.g. 「転出届」. */
  subject: string;
  procedure: ProcedureKind;
  session: SessionData;
  links?: readonly PageLink[];
}

/** Step 1's sections by their names: 「申請者の情報」「住所・引越し日・世帯」「希望する手続き」. */
const stepOneNames = `「${stepOneSectionNames.applicant}」「${stepOneSectionNames.moving}」「${stepOneSectionNames.procedures}」`;

export function MissingEntryNotice({ title, heading, subject, procedure, session, links = [] }: MissingEntryNoticeProps) {
  const missing = missingEntry(session.attributes, procedure);
  if (missing.kind === 'not-chosen') return <PageNotFound />;
  return (
    <SectionNotice title={title} heading={heading} links={links}>
      {missing.kind === 'not-possible' && (
        <>
          <p>{subject}は、オンラインでは手続きできません。</p>
          <p>{missing.reason}</p>
        </>
      )}
      {missing.kind === 'not-yet' && <p>{stepOneNames}の入力が終わると、{subject}を入力できるようになります。</p>}
    </SectionNotice>
  );
}
