// /revocation/step/thanks (取消しの完了): the revocation's 受付番号, what was asked to be cancelled,
// and that each recipient confirms it: マイページ shows 取消処理中, then 取消済み (decision 021 L1).
import { Link } from 'wouter';
import { cancellationLabels } from '#shared/cancellation';
import { pathOf } from '#shared/routes';
import { primaryButton } from '../../components/button.css';
import { lead, pageSection, sectionHeading, stack } from '../../layout/page-heading.css';
import { PendingContent } from '../../layout/pending-content';
import { ReceptionNumber } from '../shared/step/reception-number';
import { StepHeading, stepTitleOf } from '../shared/step/step-page-parts';
import * as css from '../shared/step/step-pages.css';
import { itemNameOf } from './revocation-parts';
import { useRevocationFlow } from './revocation-flow';

export function RevocationThanksPage() {
  const { snapshot } = useRevocationFlow();
  const { submission, revocation } = snapshot.context;
  if (!snapshot.matches('thanks') || !submission) return <PendingContent />;
  const chosen = revocation?.items.filter((item) => item.selected) ?? [];

  return (
    <>
      <StepHeading title={stepTitleOf('revocation-step-thanks')} view="thanks">取消しを受け付けました</StepHeading>
      <div className={stack}>
        <p className={lead}>電子署名をした取消しの申込みを受け付けました。取消しは、手続きごとに提出先へ届けられます。</p>
        <ReceptionNumber number={submission.reception_number} />
        {chosen.length > 0 && (
          <section className={pageSection} aria-labelledby="revocation-thanks-items">
            <h2 id="revocation-thanks-items" className={sectionHeading}>取消しを申し込んだ手続き</h2>
            <ul className={css.reasons}>
              {chosen.map((item) => (
                <li key={item.id}>{itemNameOf(item)}</li>
              ))}
            </ul>
          </section>
        )}
        <p>
          それぞれの提出先が取消しを確認します。マイページの手続きの状況は「{cancellationLabels.requested}」と表示され、提出先が確認すると「{cancellationLabels.cancelled}」に変わります。
        </p>
        <p>
          提出先で手続きがすでに完了していたときは「{cancellationLabels.refused}」と表示されます。そのときは、マイページに表示される提出先へ直接お問い合わせください。
        </p>
        <div className={css.actions}>
          <Link href={pathOf('mypage')} className={primaryButton}>
            マイページへ
          </Link>
        </div>
      </div>
    </>
  );
}
