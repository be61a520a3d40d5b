// The Digital Agency field anatomy (brief §7), shared by every renderer: the label with its
// 「※必須」 badge, the support text, and the error text starting with 「＊」. The input between
// them carries aria-describedby (support + error ids) and aria-invalid; see `describing`.
import type { ReactNode } from 'react';
import { describedBy, errorIdOf, supportIdOf } from '#shared/forms/field-ids';
import * as css from './field-anatomy.css';

export function RequiredBadge({ required }: { required: boolean }) {
  return required ? <span className={css.requiredBadge}>※必須</span> : null;
}

/** The label's words and badge (inside a <label> or a <legend>). */
export function LabelText({ text, required }: { text: string; required: boolean }) {
  return (
    <>
      <span>{text}</span>
      <RequiredBadge required={required} />
    </>
  );
}

export function SupportText({ path, text }: { path: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={supportIdOf(path)} className={css.supportText}>
      {text}
    </p>
  );
}

/** 「＊」 then the message; the id is what the input's aria-describedby points at. */
export function ErrorText({ path, message }: { path: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={errorIdOf(path)} className={css.errorText}>
      ＊{message}
    </p>
  );
}

/** aria-describedby and aria-invalid of an input: its own support and error, and its group's. */
export function describing(own: { path: string; supportText?: string | undefined; error?: string | undefined }, group?: { path: string; supportText?: string | undefined; error?: string | undefined }) {
  const invalid = own.error !== undefined || group?.error !== undefined;
  return {
    'aria-describedby': describedBy(
      group?.supportText && supportIdOf(group.path),
      own.supportText && supportIdOf(own.path),
      group?.error !== undefined && errorIdOf(group.path),
      own.error !== undefined && errorIdOf(own.path),
    ),
    'aria-invalid': invalid ? (true as const) : undefined,
  };
}

/** A single-input field: label, support text, the input, the error. */
export function FieldShell({ children }: { children: ReactNode }) {
  return <div className={css.field}>{children}</div>;
}

/** A group of inputs under one legend: radio choices, name parts, address parts. */
export function GroupShell({ legend, required, path, supportText, error, children }: { legend: string; required: boolean; path: string; supportText?: string | undefined; error?: string | undefined; children: ReactNode }) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>
        <LabelText text={legend} required={required} />
      </legend>
      <SupportText path={path} text={supportText} />
      {children}
      <ErrorText path={path} message={error} />
    </fieldset>
  );
}
