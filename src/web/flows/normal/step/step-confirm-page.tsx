// /step/confirm (申請内容の確認): every section as a check-answers summary list, each with a
// 修正 link (the overview's word for the same act) to its page that comes back here (?return_to=/step/confirm), then 「電子署名へ進む」.
import { inputStatus, inputStatusDisplay } from '#shared/forms/input-status';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { lead } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import { useReturnPosition } from '../../../scroll/use-return-position';
import { confirmReturnTarget } from '../../shared/sections/return-to';
import { StepHeading, stepTitleOf } from '../../shared/step/step-page-parts';
import { useStepFlow } from './step-flow';
import { Summary } from '../../shared/step/summary';
import { summarySections } from '../../shared/step/summary-sections';
import * as css from '../../shared/step/step-pages.css';

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
        <Summary key={section.key} section={section} returnTarget={confirmReturnTarget} />
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
