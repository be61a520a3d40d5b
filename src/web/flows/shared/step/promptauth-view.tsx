// The promptauth page of a signed flow (電子署名; /step/promptauth, /revocation/step/promptauth):
// the resident signs the confirmed application with the card's signing certificate in the
// provider's signing app (for the development provider, a page opened in a new tab) while the
// signing child polls signature_inquiry. A failure shows the server's message, which says what to
// do (brief §4), and offers to try again. Both flows show the same page from their snapshot.
import { useSelector } from '@xstate/react';
import type { SignatureFailure, SigningActor, SigningSnapshot, SigningStart } from '#machines/signing.machine';
import type { RouteName } from '#shared/routes';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { notice } from '../../../forms/notice.css';
import { lead } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import { visuallyHidden } from '../../../styles/visually-hidden.css';
import { promptauthTextsOf, type PromptauthTexts, type SignedNoun } from './promptauth-texts';
import { StepHeading, stepTitleOf } from './step-page-parts';
import * as css from './step-pages.css';

/** What to say when the server gave no message (the wait ran out on this side). */
const fallbackMessages: Partial<Record<SignatureFailure['reason'], string>> = {
  request_expired: '電子署名の受付時間が過ぎました。「もう一度署名する」を押して、はじめから署名してください。',
  cancelled: '電子署名が取り消されました。署名する場合は「もう一度署名する」を押してください。',
};

const defaultFailureMessage = '電子署名を確認できませんでした。「もう一度署名する」を押して、はじめから署名してください。';

function SigningLink({ signature }: { signature: SigningStart }) {
  // A link the resident follows (no pop-up a browser could block); this page keeps polling.
  return signature.new_tab ? (
    <a href={signature.signing_url} target="_blank" rel="noopener noreferrer" className={primaryButton}>
      署名アプリを開く<span className={visuallyHidden}>（別ウィンドウで開きます）</span>
    </a>
  ) : (
    <a href={signature.signing_url} className={primaryButton}>
      署名アプリを開く
    </a>
  );
}

function Waiting({ signature, onBack, backLabel, texts }: { signature: SigningStart; onBack: () => void; backLabel: string; texts: PromptauthTexts }) {
  return (
    <>
      <p className={lead}>{texts.lead}</p>
      <ol className={css.steps}>
        <li>「署名アプリを開く」を押します。</li>
        <li>マイナンバーカードを読み取り、署名用パスワード（英数字6〜16文字）を入力します。</li>
        <li>署名が終わると、この画面は自動で次に進みます。この画面は閉じないでください。</li>
      </ol>
      <div className={notice} data-tone="warning">
        <p>署名用パスワードを5回続けて間違えると、ロックされて署名できなくなります。ロックされたときは、お住まいの市区町村の窓口で解除の手続きが必要です。</p>
      </div>
      <div className={`${css.actions} ${css.flush}`}>
        <SigningLink signature={signature} />
        <button type="button" className={secondaryButton} onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </>
  );
}

function Failed({ failure, onRetry, onBack, backLabel }: { failure: SignatureFailure; onRetry: () => void; onBack: () => void; backLabel: string }) {
  // The visit slot filled before the submit (issue 27): signing again would not help; the way is back to choose another slot.
  const slotTaken = failure.reason === 'visit_slot_taken';
  return (
    <>
      <div role="alert" className={notice} data-tone="error">
        <h2 className={css.alertTitle}>{slotTaken ? '申請を送信できませんでした' : '電子署名ができませんでした'}</h2>
        <p>{failure.message ?? (slotTaken ? null : fallbackMessages[failure.reason]) ?? defaultFailureMessage}</p>
      </div>
      <div className={`${css.actions} ${css.flush}`}>
        {!slotTaken && (
          <button type="button" className={primaryButton} onClick={onRetry}>
            もう一度署名する
          </button>
        )}
        <button type="button" className={slotTaken ? primaryButton : secondaryButton} onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </>
  );
}

function SubmitFailed({ onRetry, texts }: { onRetry: () => void; texts: PromptauthTexts }) {
  return (
    <>
      <div role="alert" className={notice} data-tone="error">
        <h2 className={css.alertTitle}>{texts.submitFailedTitle}</h2>
        <p>{texts.submitFailedBody}</p>
      </div>
      <div className={`${css.actions} ${css.flush}`}>
        <button type="button" className={primaryButton} onClick={onRetry}>
          もう一度送信する
        </button>
      </div>
    </>
  );
}

/** Whether the signing child has got past the signature to the submission. */
const isSubmitting = (signing: SigningSnapshot | undefined): boolean =>
  signing !== undefined && (signing.matches('submitting') || signing.matches('savingReception') || signing.matches('submitted'));

/** What the page reads of a signed flow's snapshot (the normal flow's, the revocation flow's). */
export interface SignedFlowSnapshot {
  value: unknown;
  context: { signature: SigningStart | null; signatureFailure: SignatureFailure | null };
  children: { signing?: unknown };
}

export interface PromptauthViewProps {
  route: RouteName;
  snapshot: SignedFlowSnapshot;
  send: (event: { type: 'BACK' } | { type: 'RETRY' }) => void;
  /** The way back to the flow's confirm page. */
  backLabel: string;
  /** What is signed and sent: 申請 (the normal flow) or 取消し (the revocation flow). */
  noun: SignedNoun;
}

const topOf = (value: unknown): string => (typeof value === 'string' ? value : Object.keys(value as object)[0] ?? '');

export function PromptauthView({ route, snapshot, send, backLabel, noun }: PromptauthViewProps) {
  const title = stepTitleOf(route);
  const texts = promptauthTextsOf(noun);
  const statusTexts = { preparing: '電子署名の準備をしています', waiting: '署名を待っています', submitting: texts.submitting } as const;
  const { signature, signatureFailure } = snapshot.context;
  // The signing child's own steps do not change the flow's snapshot: follow the child itself.
  const submitting = useSelector(snapshot.children.signing as SigningActor | undefined, isSubmitting);
  const back = () => send({ type: 'BACK' });
  const retry = () => send({ type: 'RETRY' });
  const top = topOf(snapshot.value);
  const preparing = (snapshot.value as { promptauth?: unknown }).promptauth === 'preparing';

  let view: 'preparing' | 'waiting' | 'failed' | 'submitting' | 'submitFailed';
  if (top === 'promptauth') {
    // A signed request sent again after no answer is a submission, not a new signature.
    if (submitting || (preparing && signature !== null)) view = 'submitting';
    else view = preparing ? 'preparing' : 'waiting';
  } else if (top === 'signatureFailed') view = 'failed';
  else if (top === 'submitFailed') view = 'submitFailed';
  else return <PendingContent />;

  return (
    <>
      <StepHeading title={title} view={view}>{title}</StepHeading>
      {view === 'waiting' && signature && <Waiting signature={signature} onBack={back} backLabel={backLabel} texts={texts} />}
      {view === 'failed' && signatureFailure && <Failed failure={signatureFailure} onRetry={retry} onBack={back} backLabel={backLabel} />}
      {view === 'submitFailed' && <SubmitFailed onRetry={retry} texts={texts} />}
      {/* The live region stays while the page prepares, waits and sends. */}
      {(view === 'preparing' || view === 'waiting' || view === 'submitting') && (
        <div role="status" className={css.waiting}>
          <span className={css.spinner} aria-hidden="true" />
          {statusTexts[view]}
        </div>
      )}
    </>
  );
}
