// マイページ's visit panel with its change (issue 27): while the visit can still move (reserved,
// not past, its procedure neither returned, failed nor completed), 「来庁日時を変更する」 opens the
// change form under it; a change shows the new visit at once and says so in a status message. The
// visit shown is this component's own from then on: マイページ's machine has nothing to wait for.
// While the visit is ahead, it warns that the counter will revoke the signing certificate (issue 28).
import { useRef, useState } from 'react';
import type { components } from '#shared/api/schema';
import { secondaryButton } from '../../../components/button.css';
import { notice } from '../../../forms/notice.css';
import { VisitChangeForm } from '../../shared/visit/visit-change-form';
import * as css from '../../shared/visit/visit-change.css';
import { showsVisit, VisitPanel, visitTimeOf, type VisitSummary } from '../../shared/visit/visit-panel';
import { CertificateRevocationNotice } from './certificate-revocation-notice';

type ApplicationSummary = components['schemas']['ApplicationSummary'];

/** Where a procedure still stands, so the municipality can still take a new day. */
const standing = new Set(['pending', 'sending', 'delivered', 'received']);

/** Whether the visit is still ahead: reserved, not past, its procedure neither ended nor cancelled. */
export function visitAhead(application: ApplicationSummary, visit: VisitSummary): boolean {
  const recipient = application.recipients.find((candidate) => candidate.id === visit.recipient_id);
  return visit.state === 'reserved' && !visit.past && recipient !== undefined && standing.has(recipient.status) && !recipient.cancellation;
}

/** Whether the resident may still move the visit (the server decides again). */
export function canChangeVisit(application: ApplicationSummary, visit: VisitSummary): visit is VisitSummary & { jis_code: string } {
  return visit.jis_code !== undefined && visitAhead(application, visit);
}

export const changedMessageOf = (visit: VisitSummary): string =>
  `来庁日時を${visitTimeOf(visit)}に変更しました。市区町村にもお知らせします。カレンダーに追加している場合は、カレンダーのファイル（.ics）をもう一度ダウンロードしてください。`;

export function MyPageVisit({ application }: { application: ApplicationSummary }) {
  // The change's answer until マイページ reads the applications again (a cancellation since then wins).
  const [changed, setChanged] = useState<VisitSummary | null>(null);
  const visit = changed && application.visit?.state === 'reserved' ? changed : application.visit;
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  if (!showsVisit(visit)) return null;
  const formId = `visit-change-form-${application.application_id}`;
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <VisitPanel visit={visit} applicationId={application.application_id} receptionNumber={application.reception_number}>
      {visitAhead(application, visit) && <CertificateRevocationNotice procedure={visit.procedure} className={notice} />}
      <p role="status" className={css.changed}>
        {message}
      </p>
      {canChangeVisit(application, visit) && (
        <>
          <p>
            <button ref={toggle} type="button" className={secondaryButton} aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
              来庁日時を変更する
            </button>
          </p>
          {open && (
            <div id={formId}>
              <VisitChangeForm
                applicationId={application.application_id}
                moveDate={application.move_date}
                visit={visit}
                onChanged={(changed) => {
                  setChanged(changed);
                  setMessage(changedMessageOf(changed));
                  close();
                }}
                onCancel={close}
              />
            </div>
          )}
        </>
      )}
    </VisitPanel>
  );
}
