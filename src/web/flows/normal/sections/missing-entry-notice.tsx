// Why a step-2 page has nothing to fill in (see missingEntry), and the ways on.
import type { ProcedureKind } from './procedures-section';
import type { SessionData } from './draft-requests';
import { missingEntry } from './municipality-section';
import { SectionNotice, type PageLink } from './section-notice';
import { pathOf } from '#shared/routes';

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

const chooseProcedures: PageLink = { href: pathOf('procedureselection'), label: '希望する手続きを選び直す' };

export function MissingEntryNotice({ title, heading, subject, procedure, session, links = [] }: MissingEntryNoticeProps) {
  const missing = missingEntry(session.attributes, procedure);
  return (
    <SectionNotice title={title} heading={heading} links={missing.kind === 'not-chosen' ? [...links, chooseProcedures] : links}>
      {missing.kind === 'not-possible' && (
        <>
          <p>{subject}は、オンラインでは手続きできません。</p>
          <p>{missing.reason}</p>
        </>
      )}
      {missing.kind === 'not-chosen' && <p>{subject}は、希望する手続きに選ばれていません。</p>}
      {missing.kind === 'not-yet' && <p>申請者の情報・住所・希望する手続きの入力が終わると、{subject}を入力できるようになります。</p>}
    </SectionNotice>
  );
}
