// The question before leaving a page with unsaved input (issue 11): a modal dialog, named by its
// heading and described by its text, whose first button — the safe choice — takes focus. Escape
// stays; closing gives focus back to the link that was pressed (the browser's own dialog focus).
import { useEffect, useId, useRef } from 'react';
import { primaryButton, secondaryButton } from '../components/button.css';
import * as css from './leave-dialog.css';

export const leaveDialogTexts = {
  title: 'このページを離れますか？',
  text: '保存していない入力内容があります。このページを離れると、入力した内容は失われます。',
  stay: 'このページに留まる',
  leave: '保存せずに移動する',
} as const;

export interface LeaveDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className={css.title}>
            {leaveDialogTexts.title}
          </h2>
          <p id={textId}>{leaveDialogTexts.text}</p>
          <div className={css.actions}>
            {/* A modal dialog starts at its safe choice (WAI-ARIA dialog pattern). */}
            <button type="button" className={primaryButton} autoFocus onClick={onStay}>
              {leaveDialogTexts.stay}
            </button>
            <button type="button" className={secondaryButton} onClick={onLeave}>
              {leaveDialogTexts.leave}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
