// /after/step/thanks (追加申込みの完了): 「追加の申込みを受け付けました」, the reception number, the
// application it was added to, and the way to マイページ.
import { Link } from 'wouter';
import { pathOf } from '#shared/routes';
import { primaryButton } from '../../../components/button.css';
import { lead, stack } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import { ReceptionNumber } from '../../shared/step/reception-number';
import { StepHeading, stepTitleOf } from '../../shared/step/step-page-parts';
import * as css from '../../shared/step/step-pages.css';
import { useAdditionFlow } from './addition-flow';

export function AdditionThanksPage() {
  const { snapshot } = useAdditionFlow();
  const { submission, originalReceptionNumber } = snapshot.context;
  if (!snapshot.matches('thanks') || !submission) return <PendingContent />;

  return (
    <>
      <StepHeading title={stepTitleOf('after-step-thanks')} view="thanks">追加の申込みを受け付けました</StepHeading>
      <div className={stack}>
        <p className={lead}>
          {originalReceptionNumber ? `受付番号 ${originalReceptionNumber} の引越しの手続きに追加しました。` : ''}
          申込みの内容は、追加した事業者に順に届けられます。
        </p>
        <ReceptionNumber number={submission.reception_number} />
        <p>受付番号と手続きの状況は、マイページでいつでも確認できます。</p>
        <div className={css.actions}>
          <Link href={pathOf('mypage')} className={primaryButton}>
            マイページへ
          </Link>
        </div>
      </div>
    </>
  );
}
