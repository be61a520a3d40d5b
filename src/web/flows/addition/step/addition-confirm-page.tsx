// /after/step/confirm (追加申込み内容の確認): the addresses the businesses receive, the applicant and each added business as
// check-answers lists with their 修正 links (back here), then 送信する. An addition is not signed
// (decision 020 L1): the start and the submit run from this page. A submit that got no answer is
// offered again; it goes with the same idempotency key, so it cannot send twice.
import { flows, stepPathsOf } from '#shared/flows';
import { inputStatus, inputStatusDisplay } from '#shared/forms/input-status';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { notice } from '../../../forms/notice.css';
import { lead } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import { useReturnPosition } from '../../../scroll/use-return-position';
import { Summary } from '../../shared/step/summary';
import { StepHeading, stepTitleOf } from '../../shared/step/step-page-parts';
import * as css from '../../shared/step/step-pages.css';
import { additionSummarySections } from './addition-overview';
import { useAdditionFlow } from './addition-flow';
import { MoveAddressesSummary } from './move-addresses-summary';

const confirmPath = stepPathsOf(flows.addition).confirm;

export function AdditionConfirmPage() {
  const { snapshot, send } = useAdditionFlow();
  const title = stepTitleOf('after-step-confirm');
  const { draft } = snapshot.context;
  const unanswered = snapshot.matches('submitFailed');
  const sending = snapshot.matches('starting') || snapshot.matches('submitting') || snapshot.matches('savingReception');
  const shown = snapshot.matches('confirm') || sending || unanswered;
  useReturnPosition(shown && draft !== null, { onlyAfterSave: true });
  if (!shown || !draft) return <PendingContent />;

  return (
    <>
      <StepHeading title={title} view={unanswered ? 'unanswered' : 'confirm'}>{title}</StepHeading>
      <p className={lead}>入力内容に誤りがないか、ご確認ください。修正するときは、各項目の「{inputStatusDisplay[inputStatus.complete].button}」を押してください。</p>
      {unanswered && (
        <div className={notice} data-tone="warning" role="alert">
          <p>送信できたかどうかを確かめられませんでした。通信の状態を確かめて、もう一度送信してください。同じ申込みが二重に送られることはありません。</p>
        </div>
      )}
      <MoveAddressesSummary moving={draft.attributes.moving.values} />
      {additionSummarySections(draft.attributes).map((section) => (
        <Summary key={section.key} section={section} returnTarget={confirmPath} />
      ))}
      <div className={css.actions}>
        <p className={css.hint}>「送信する」を押すと、追加した事業者に申込みの内容が届けられます。</p>
        <button
          type="button"
          className={primaryButton}
          disabled={sending}
          aria-busy={sending}
          onClick={() => send({ type: unanswered ? 'RETRY' : 'SUBMIT' })}
        >
          {unanswered ? 'もう一度送信する' : '送信する'}
        </button>
        {!unanswered && (
          <button type="button" className={secondaryButton} disabled={sending} onClick={() => send({ type: 'BACK' })}>
            入力内容の画面へ戻る
          </button>
        )}
        <div role="status" className={css.hint}>
          {sending && '送信しています。'}
        </div>
      </div>
    </>
  );
}
