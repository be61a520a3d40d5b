// /step/confirm (申請内容の確認): every section as a check-answers summary list, each with a
// 修正 link (the overview's word for the same act) to its page that comes back here (?return_to=/step/confirm), then 「電子署名へ進む」.
import { Link } from 'wouter';
import { inputStatus, inputStatusDisplay } from '#shared/forms/input-status';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { lead, sectionHeading } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import { sectionPathAttribute, useReturnPosition } from '../../../scroll/use-return-position';
import { visuallyHidden } from '../../../styles/visually-hidden.css';
import { confirmReturnTarget, withReturnTarget } from '../sections/return-to';
import { StepHeading, stepTitleOf } from './step-page-parts';
import { useStepFlow } from './step-flow';
import { summarySections, type SummarySection } from './summary-sections';
import * as css from './step-pages.css';

/** One section's check-answers list; its 修正 link comes back to `returnTarget` (the flow's confirm page). */
export function Summary({ section, returnTarget = confirmReturnTarget }: { section: SummarySection; returnTarget?: string }) {
  const headingId = `summary-${section.key}`;
  return (
    // Focusable for the way back from the section's page after a save (use-return-position.ts).
    <section className={css.summary} aria-labelledby={headingId} tabIndex={-1} data-focus-target {...{ [sectionPathAttribute]: section.href }}>
      <div className={css.summaryHeader}>
        <h2 id={headingId} className={sectionHeading}>{section.title}</h2>
        <Link href={withReturnTarget(section.href, returnTarget)} className={css.changeLink}>
          {inputStatusDisplay[inputStatus.complete].button}<span className={visuallyHidden}>（{section.title}）</span>
        </Link>
      </div>
      <dl className={css.summaryList}>
        {section.rows.map((row, index) => (
          <div key={`${row.label}-${index}`} className={css.summaryRow}>
            <dt className={css.summaryLabel}>{row.label}</dt>
            <dd className={css.summaryValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function StepConfirmPage() {
  const { snapshot, send } = useStepFlow();
  const title = stepTitleOf('step-confirm');
  const { draft } = snapshot.context;
  const shown = snapshot.matches('confirm') || snapshot.matches('savingSession') || snapshot.matches({ promptauth: 'preparing' });
  useReturnPosition(shown && draft !== null, { onlyAfterSave: true });
  if (!shown || !draft) return <PendingContent />;

  const busy = !snapshot.matches('confirm');
  return (
    <>
      <StepHeading title={title} view="confirm">{title}</StepHeading>
      <p className={lead}>入力内容に誤りがないか、ご確認ください。修正するときは、各項目の「{inputStatusDisplay[inputStatus.complete].button}」を押してください。</p>
      {summarySections(draft.attributes).map((section) => (
        <Summary key={section.key} section={section} />
      ))}
      <div className={css.actions}>
        <p className={css.hint}>
          次の画面で、マイナンバーカードの署名用電子証明書を使って申請内容に電子署名をします。署名用パスワード（英数字6〜16文字）をご用意ください。
        </p>
        <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={() => send({ type: 'SIGN' })}>
          電子署名へ進む
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => send({ type: 'BACK' })}>
          申請内容の入力へ戻る
        </button>
        <div role="status" className={css.hint}>
          {busy && '電子署名の準備をしています。'}
        </div>
      </div>
    </>
  );
}
