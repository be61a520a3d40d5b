// The page frame as static HTML, which the build writes into index.html's #root (vite.config.ts):
// the header with the information-security notice, the pending content and the footer show as soon
// as the HTML and its stylesheet arrive, before any script has run. The app's first render draws
// the same frame in its place (the markup is React's own, from the same components), so nothing
// moves when it takes over.
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { PageFrame } from '../layout/page-frame';
import { PendingContent } from '../layout/pending-content';

export function staticShellMarkup(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <PageFrame>
        <PendingContent />
      </PageFrame>
    </Router>,
  );
}
