// /revocation/step/confirm (取消し内容の確認): the application, each procedure that will be
// cancelled (the saved revocation draft, cancel_application_input), a clear note when a visit
// reservation goes with its 転出届 (decision 021 L2), the 取消理由, then 電子署名へ進む; or back to
// change the choice.
import { primaryButton, secondaryButton } from '../../components/button.css';
import { notice } from '../../forms/notice.css';
import { lead, pageSection, sectionHeading } from '../../layout/page-heading.css';
import { PendingContent } from '../../layout/pending-content';
import { StepHeading, stepTitleOf } from '../shared/step/step-page-parts';
import * as css from '../shared/step/step-pages.css';
import { ApplicationFacts, goesWithText, itemNameOf, parentOf } from './revocation-parts';
import { useRevocationFlow } from './revocation-flow';

export function RevocationConfirmPage() {
  const { snapshot, send } = useRevocationFlow();
  const { revocation } = snapshot.context;
  const title = stepTitleOf('revocation-step-confirm');
  const saving = snapshot.matches('savingSession');
  const shown = snapshot.matches({ confirm: 'ready' }) || saving;
  if (!shown || !revocation) return <PendingContent />;

  const chosen = revocation.items.filter((item) => item.selected);
  // The visit reservations chosen through their 転出届: said before signing.
  const carried = chosen.flatMap((item) => {
    const parent = parentOf(revocation.items, item);
    return parent && parent.selected ? [{ parent, item }] : [];
  });

  return (
    <>
      <StepHeading title={title} view="confirm">{title}</StepHeading>
      <p className={lead}>次の手続きを取り消します。内容を確かめて「電子署名へ進む」を押してください。取消しには、申請のときと同じように電子署名が必要です。</p>
      <ApplicationFacts receptionNumber={revocation.reception_number} moveDate={revocation.move_date} />
      {carried.length > 0 && (
        <div className={notice} data-tone="warning">
          {carried.map(({ parent, item }) => (
            <p key={item.id}>{goesWithText(parent, item)}</p>
          ))}
        </div>
      )}
      <section className={pageSection} aria-labelledby="revocation-chosen">
        <h2 id="revocation-chosen" className={sectionHeading}>取り消す手続き</h2>
        <ul className={css.reasons}>
          {chosen.map((item) => (
            <li key={item.id}>{itemNameOf(item)}</li>
          ))}
        </ul>
      </section>
      {revocation.reason !== null && (
        <section className={pageSection} aria-labelledby="revocation-reason">
          <h2 id="revocation-reason" className={sectionHeading}>取消理由</h2>
          <p className={css.summaryValue}>{revocation.reason}</p>
          <p className={css.hint}>取消理由は、理由を求める提出先（市区町村）にだけ届けられます。</p>
        </section>
      )}
      <div className={css.actions}>
        <p className={css.hint}>取消しは、手続きごとに提出先へ届けられます。提出先がすでに手続きを終えていたときは、取り消しできないことがあります。</p>
        <button type="button" className={primaryButton} disabled={saving} aria-busy={saving} onClick={() => send({ type: 'SIGN' })}>
          電子署名へ進む
        </button>
        <button type="button" className={secondaryButton} disabled={saving} onClick={() => send({ type: 'BACK' })}>
          取り消す手続きを選び直す
        </button>
        <div role="status" className={css.hint}>
          {saving && '電子署名の準備をしています。'}
        </div>
      </div>
    </>
  );
}
