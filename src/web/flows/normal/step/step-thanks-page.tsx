// /step/thanks (申請の完了): 「申請を受け付けました」 and the reception number, large and in its
// groups of four so it can be read aloud over the phone (brief §5), with a note to keep it.
import { Link } from 'wouter';
import { pathOf } from '#shared/routes';
import { primaryButton } from '../../../components/button.css';
import { lead, stack } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import { StepHeading, stepTitleOf } from './step-page-parts';
import { useStepFlow } from './step-flow';
import * as css from './step-pages.css';

export function StepThanksPage() {
  const { snapshot } = useStepFlow();
  const { submission } = snapshot.context;
  if (!snapshot.matches('thanks') || !submission) return <PendingContent />;

  const groups = submission.reception_number.split('-');
  return (
    <>
      <StepHeading title={stepTitleOf('step-thanks')} view="thanks">申請を受け付けました</StepHeading>
      <div className={stack}>
        <p className={lead}>電子署名をした申請を受け付けました。申請は、提出先の市区町村と事業者に順に届けられます。</p>
        <section className={css.reception} aria-labelledby="reception-number-label">
          <h2 id="reception-number-label" className={css.receptionLabel}>受付番号</h2>
          <p className={css.receptionNumber}>
            {groups.map((group, index) => (
              <span key={`${group}-${index}`} className={css.receptionGroup}>
                {index > 0 && <span className={css.receptionDash}>-</span>}
                {group}
              </span>
            ))}
          </p>
          <p>お問い合わせのときに必要です。メモをとるなどして、大切に保管してください。</p>
        </section>
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
