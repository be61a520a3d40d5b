// The system error page in its plain form: what the page error boundary shows when even the error
// page's chunk cannot load (the network is gone, or a deploy removed the files this page refers
// to). It has no machine and no illustration, so that it stays in the first chunk at little cost;
// its texts are those of a 500 without a user session (spec §8), and its one button loads the
// remembered start page anew, which fetches the app again.
import { useEffect, useRef } from 'react';
import { topPathOf } from '#machines/error-paths';
import { buttonLabels, returnToTopLead, systemErrorTitle } from '#shared/errors/error-page-words';
import { primaryButton } from '../../../components/button.css';
import { pageHeading } from '../../../layout/page-heading.css';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { rememberedStartPath } from '../../../routing/route-context';
import * as css from './error-view.css';

export function SystemErrorFallback() {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(systemErrorTitle);
  // Shown in place of the page: the reader starts at its heading (as the error page does).
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={css.root}>
      <h1 ref={heading} tabIndex={-1} className={`${pageHeading} ${css.heading}`}>{systemErrorTitle}</h1>
      <p className={css.lead}>{returnToTopLead}</p>
      <div className={css.actions}>
        {/* A full page load, not the router: the chunks this page has are what failed. */}
        <a href={topPathOf(rememberedStartPath())} className={primaryButton}>
          {buttonLabels.top}
        </a>
      </div>
    </div>
  );
}
