// The end of an overview page (/step, /after/step): 「入力内容を確認する」 once everything is entered
// (with why it cannot be pressed yet), 「一時保存してマイページへ」, and a polite status of the wait.
import { primaryButton, secondaryButton } from '../../../components/button.css';
import * as css from './step-pages.css';

export interface OverviewActionsProps {
  /** Everything is entered (spec §4): the confirm button can be pressed. */
  ready: boolean;
  /** Why it cannot be pressed yet. */
  notReadyHint: string;
  /** What the flow is doing: nothing (the page waits for the resident), confirming or saving. */
  working: 'idle' | 'confirming' | 'saving';
  onConfirm: () => void;
  onSaveForLater: () => void;
}

export function OverviewActions({ ready, notReadyHint, working, onConfirm, onSaveForLater }: OverviewActionsProps) {
  const busy = working !== 'idle';
  return (
    <div className={css.actions}>
      {!ready && (
        <p id="confirm-hint" className={css.hint}>
          {notReadyHint}
        </p>
      )}
      <button
        type="button"
        className={primaryButton}
        disabled={!ready || busy}
        aria-describedby={ready ? undefined : 'confirm-hint'}
        aria-busy={working === 'confirming'}
        onClick={onConfirm}
      >
        入力内容を確認する
      </button>
      <button type="button" className={secondaryButton} disabled={busy} aria-busy={working === 'saving'} onClick={onSaveForLater}>
        一時保存してマイページへ
      </button>
      {/* Always there, so that the text put in it is announced. */}
      <div role="status" className={css.hint}>
        {busy && (working === 'saving' ? '保存しています。' : '入力内容を確かめています。')}
      </div>
    </div>
  );
}
