// /revocation/step/thanks (取消しの完了): the revocation's 受付番号, what was asked to be cancelled,
// and that each recipient confirms it: マイページ shows 取消処理中, then 取消済み (decision 021 L1).
import { cancellationLabels } from '#shared/cancellation';
import { pageSection, sectionHeading } from '../../layout/page-heading.css';
import * as css from '../shared/step/step-pages.css';
import { itemNameOf } from './revocation-parts';
import { revocationFlowKit } from './revocation-flow';

export const RevocationThanksPage = revocationFlowKit.thanksPage({
  heading: '取消しを受け付けました',
  lead: () => '電子署名をした取消しの申込みを受け付けました。取消しは、手続きごとに提出先へ届けられます。',
  body: ({ revocation }) => {
    const chosen = revocation?.items.filter((item) => item.selected) ?? [];
    return (
      <>
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
      </>
    );
  },
});
