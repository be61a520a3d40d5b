// A form block of the step pages with its input status (spec §3): 1 → button 「入力」;
// 2 → label 「入力済み」 and button 「修正」; 3 → label 「入力エラー」 and button 「修正」;
// 9 → the block without a button; 0 → no block at all (spec §4: not viewable).
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { inputStatusDisplay, type InputStatus } from '#shared/forms/input-status';
import { primaryButton, secondaryButton } from '../components/button.css';
import { sectionPathAttribute } from '../scroll/use-return-position';
import { visuallyHidden } from '../styles/visually-hidden.css';
import * as css from './input-status-block.css';

export interface InputStatusBlockProps {
  /** The block's heading, e.g. 「1.1 申請者の情報」. */
  title: string;
  status: InputStatus;
  /** Where the button leads (the section's page, e.g. /personalinfo). */
  href: string;
  /** Heading level inside the page (2 by default). */
  level?: 2 | 3;
  /** What the block shows of the section (e.g. a summary of the saved values). */
  children?: ReactNode;
}

export function InputStatusBlock({ title, status, href, level = 2, children }: InputStatusBlockProps) {
  const headingId = useId();
  const labelId = useId();
  const display = inputStatusDisplay[status];
  if (!display.visible) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    // Focusable, so that focus can come back here after the section's page saves it
    // (use-return-position.ts), with the focus ring of a programmatic target.
    <section className={css.block} data-status={status} aria-labelledby={headingId} aria-describedby={display.label ? labelId : undefined} tabIndex={-1} data-focus-target {...{ [sectionPathAttribute]: href }}>
      <div className={css.header}>
        <Heading id={headingId} className={css.title}>{title}</Heading>
        {display.label && (
          <span id={labelId} className={css.label} data-status={status}>
            {display.label}
          </span>
        )}
      </div>
      {children}
      {display.button && (
        <Link href={href} className={status === 1 ? primaryButton : secondaryButton}>
          {display.button}
          {/* Several blocks have a 「修正」 button: the hidden title tells them apart. */}
          <span className={visuallyHidden}>（{title}）</span>
        </Link>
      )}
    </section>
  );
}
