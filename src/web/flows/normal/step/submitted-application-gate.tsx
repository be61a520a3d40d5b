// Before /step starts a new, empty filing (issue 11): a resident with no draft who has already
// sent an application is told what they filed (reception number, date) and chooses between
// マイページ and a new filing. The flow's machine, which creates the draft, starts only then.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { components } from '#shared/api/schema';
import { isApplicationCalledOff } from '#shared/called-off-move';
import { japaneseDate } from '#shared/domain/calendar-days';
import { flows, landingPathOf } from '#shared/flows';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';
import { getApplications } from '../../../api/applications';
import { apiClient } from '../../../api/client';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { browserHeadingFocusHost, focusPageHeading } from '../../../layout/page-heading-focus';
import { answerGuard } from '../../../loading/answer-guard';
import { lead, stack } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import { useRouteSession } from '../../../session/current-route-session';
import { StepHeading, stepTitleOf } from '../../shared/step/step-page-parts';
import * as css from '../../shared/step/step-pages.css';

type ApplicationSummary = components['schemas']['ApplicationSummary'];

const flow = flows.normal;

type Gate = { state: 'checking' } | { state: 'open' } | { state: 'filed'; application: ApplicationSummary };

/** The newest of the flow's submitted applications, if any. */
function newestOf(applications: readonly ApplicationSummary[]): ApplicationSummary | null {
  const own = applications.filter((application) => application.phase === flow.phase);
  return own.sort((a, b) => Date.parse(b.submitted_at) - Date.parse(a.submitted_at))[0] ?? null;
}

function useGate(): [Gate, () => void] {
  const route = useRouteSession();
  const hasDraft = route.status === 'ready' ? route.value.drafts.some((draft) => draft.phase === flow.phase) : null;
  const [gate, setGate] = useState<Gate>({ state: 'checking' });

  useEffect(() => {
    if (hasDraft !== false) return;
    const answers = answerGuard();
    getApplications(apiClient).then(
      answers.whileLive(({ applications }) => {
        const application = newestOf(applications);
        // A move called off (its 転出届's cancellation asked for, issue 24) is no reason to pause a new one.
        setGate(application && !isApplicationCalledOff(application) ? { state: 'filed', application } : { state: 'open' });
      }),
      answers.whileLive((failure: unknown) => reportApiFailure('applications', failure)),
    );
    return answers.end;
  }, [hasDraft]);

  // A draft to continue: the overview, as always.
  if (hasDraft) return [{ state: 'open' }, () => undefined];
  return [gate, () => setGate({ state: 'open' })];
}

function FiledPage({ application, startNew }: { application: ApplicationSummary; startNew: () => void }) {
  const sentOn = japaneseDate(formatCalendarDate(calendarDayInJapan(new Date(application.submitted_at))));
  return (
    <>
      <StepHeading title={stepTitleOf('step')} view="filed">
        引越しの手続きは送信済みです
      </StepHeading>
      <div className={stack}>
        <p className={lead}>次の引越しの手続きは送信済みです。送信した申請の状況は、マイページで確認できます。</p>
        <dl className={css.filedFacts}>
          <dt className={css.filedLabel}>受付番号</dt>
          <dd className={css.receptionGroup}>{application.reception_number}</dd>
          <dt className={css.filedLabel}>送信日</dt>
          <dd>{sentOn}</dd>
        </dl>
        <p>別の引越しの手続きをする場合は、新しく始めてください。送信済みの申請は、そのまま残ります。</p>
      </div>
      <div className={css.actions}>
        <Link href={landingPathOf(flow)} className={primaryButton}>
          マイページへ戻る
        </Link>
        <button type="button" className={secondaryButton} onClick={startNew}>
          新しく引越し手続きを始める
        </button>
      </div>
    </>
  );
}

/** The overview page behind the gate: shown at once with a draft, else after the check. */
export function SubmittedApplicationGate({ children }: { children: ReactNode }) {
  const [gate, open] = useGate();
  // 「新しく引越し手続きを始める」 removes itself with the page: focus goes on to the overview's
  // heading, as after a route change, instead of falling to the body (WCAG 2.4.3).
  const wasFiled = useRef(false);
  useEffect(() => {
    if (gate.state === 'filed') wasFiled.current = true;
    if (gate.state !== 'open' || !wasFiled.current) return;
    wasFiled.current = false;
    const main = document.getElementById('main');
    return main ? focusPageHeading(browserHeadingFocusHost(main)) : undefined;
  }, [gate.state]);
  if (gate.state === 'open') return children;
  if (gate.state === 'filed') return <FiledPage application={gate.application} startNew={open} />;
  return <PendingContent />;
}
