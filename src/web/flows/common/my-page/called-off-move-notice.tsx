// マイページ, when the resident's newest move was called off (its 転出届's cancellation asked for
// or accepted, issue 24): no lifeline addition is offered for it, the page says why, and offers a
// new move (unless a draft is waiting: 「続きから入力する」 above is then the way in).
import { Link } from 'wouter';
import { calledOffMoveAdvice, calledOffMoveMessage, isApplicationCalledOff } from '#shared/called-off-move';
import { primaryButton } from '../../../components/button.css';
import { newestFirst, startPath, type ApplicationSummary } from './application-status';
import * as css from './my-page.css';

/** The newest application, when its move was called off; null otherwise. */
export function calledOffNewest(applications: readonly ApplicationSummary[]): ApplicationSummary | null {
  const [newest] = newestFirst(applications);
  return newest && isApplicationCalledOff(newest) ? newest : null;
}

export function CalledOffMoveNotice({ applications, hasDraft }: { applications: readonly ApplicationSummary[]; hasDraft: boolean }) {
  const calledOff = calledOffNewest(applications);
  if (!calledOff) return null;
  return (
    <div className={css.sectionBody}>
      <p>
        受付番号 {calledOff.reception_number} の引越しは、転出届の取消しを申し込みました。{calledOffMoveMessage}
      </p>
      <p>{calledOffMoveAdvice}</p>
      {!hasDraft && (
        <Link href={startPath} className={primaryButton}>
          新しく引越し手続きを始める
        </Link>
      )}
    </div>
  );
}
