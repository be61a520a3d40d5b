// /after/step when user_session_initialize?phase=2 found nothing to add to (NOT_FOUND): no
// submitted application, or the newest one's move was called off (its 転出届's cancellation asked
// for, issue 24). The page says which, by the resident's applications, and offers the ways on.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { calledOffMoveAdvice, calledOffMoveMessage, isApplicationCalledOff } from '#shared/called-off-move';
import { noSubmittedApplicationMessage } from '#shared/errors/error-catalogue';
import { flows, readinessPathOf } from '#shared/flows';
import { pathOf } from '#shared/routes';
import { getApplications } from '../../../api/applications';
import { apiClient } from '../../../api/client';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { answerGuard } from '../../../loading/answer-guard';
import { stack } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import { StepHeading } from '../../shared/step/step-page-parts';
import * as css from '../../shared/step/step-pages.css';

/** Whether the resident's newest normal application was called off; null while it is read. */
function useNewestCalledOff(): boolean | null {
  const [calledOff, setCalledOff] = useState<boolean | null>(null);
  useEffect(() => {
    const answers = answerGuard();
    getApplications(apiClient).then(
      answers.whileLive(({ applications }) => {
        const [newest] = applications.filter((application) => application.phase === flows.normal.phase).sort((a, b) => Date.parse(b.submitted_at) - Date.parse(a.submitted_at));
        setCalledOff(newest !== undefined && isApplicationCalledOff(newest));
      }),
      answers.whileLive((failure: unknown) => reportApiFailure('applications', failure)),
    );
    return answers.end;
  }, []);
  return calledOff;
}

export function NoApplication({ title }: { title: string }) {
  const calledOff = useNewestCalledOff();
  if (calledOff === null) return <PendingContent />;
  return (
    <>
      <StepHeading title={title} view="no-application">{title}</StepHeading>
      <div className={stack}>
        {calledOff ? (
          <>
            <p>{calledOffMoveMessage}</p>
            <p>{calledOffMoveAdvice}</p>
          </>
        ) : (
          <>
            <p>{noSubmittedApplicationMessage}</p>
            <p>ライフラインの手続きの追加は、送信した引越しの手続きに追加するものです。先に引越しの手続きを送信してください。</p>
          </>
        )}
        <div className={css.actions}>
          <Link href={readinessPathOf(flows.normal)} className={primaryButton}>{calledOff ? '新しく引越し手続きを始める' : '引越し手続きを始める'}</Link>
          <Link href={pathOf('mypage')} className={secondaryButton}>マイページへ戻る</Link>
        </div>
      </div>
    </>
  );
}
