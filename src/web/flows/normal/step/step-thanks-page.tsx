// /step/thanks (申請の完了): 「申請を受け付けました」 and the reception number, large and in its
// groups of four so it can be read aloud over the phone (brief §5), with a note to keep it.
import { Link } from 'wouter';
import { pathOf } from '#shared/routes';
import { primaryButton } from '../../../components/button.css';
import { lead, stack } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import { ReceptionNumber } from '../../shared/step/reception-number';
import { StepHeading, stepTitleOf } from '../../shared/step/step-page-parts';
import { useStepFlow } from './step-flow';
import * as css from '../../shared/step/step-pages.css';

export function StepThanksPage() {
  const { snapshot } = useStepFlow();
  const { submission } = snapshot.context;
  if (!snapshot.matches('thanks') || !submission) return <PendingContent />;

  return (
    <>
      <StepHeading title={stepTitleOf('step-thanks')} view="thanks">申請を受け付けました</StepHeading>
      <div className={stack}>
        <p className={lead}>電子署名をした申請を受け付けました。申請は、提出先の市区町村と事業者に順に届けられます。</p>
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
