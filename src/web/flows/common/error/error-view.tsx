// The generic error page's look (spec §2): an illustration, a title, a lead text and one
// button. What it says and where the button leads are decided by the callers (the error-routing
// machine, or the login-error and expired routes).
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useErrorEvent } from '../../../analytics/use-error-event';
import { pageHeading } from '../../../layout/page-heading.css';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { scrollToTop } from '../../../scroll/scroll-to';
import { ErrorIllustration, type IllustrationKind } from './illustrations';
import * as css from './error-view.css';

export interface ErrorViewProps {
  /** Reported to analytics with the title and path. */
  status: number;
  title: string;
  /**
   * A sentence the spec fixes in English (the 404 page's, 「Unknown middleware」). The resident reads
   * the page in Japanese: the sentence is a quiet reference line below, with the status as its
   * エラーコード, what a resident quotes when asking for help (issue 24).
   */
  englishNote?: string;
  lead: string;
  illustration: IllustrationKind;
  /** The page's one button: a link styled as a button when it only leads somewhere (WCAG 4.1.2). */
  action: ReactNode;
  /** Below the button: a status message, a link back. */
  children?: ReactNode;
  /**
   * Shown in place of a page whose call failed (no route change): the view takes focus and
   * scrolls up, so the resident (and a screen reader) notices that the page changed.
   */
  inPlace?: boolean;
}

export function ErrorView({ status, title, englishNote, lead, illustration, action, children, inPlace = false }: ErrorViewProps) {
  const [path] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useErrorEvent(status, title, path);

  useEffect(() => {
    if (!inPlace) return;
    heading.current?.focus({ preventScroll: true });
    void scrollToTop();
  }, [inPlace]);

  return (
    <div className={css.root}>
      <ErrorIllustration kind={illustration} />
      <h1 ref={heading} tabIndex={-1} className={`${pageHeading} ${css.heading}`}>{title}</h1>
      <p className={css.lead}>{lead}</p>
      <div className={css.actions}>
        {action}
        {children}
      </div>
      {englishNote && (
        <p className={css.englishNote}>
          エラーコード：{status}（<span lang="en">{englishNote}</span>）
        </p>
      )}
    </div>
  );
}
