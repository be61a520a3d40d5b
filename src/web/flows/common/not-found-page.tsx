// Any path outside the route table, or a route whose validate check fails (spec §2/§8). The
// server answers the former with status 404.
import { Link, useLocation } from 'wouter';
import { useErrorEvent } from '../../analytics/use-error-event';
import { notFoundTitle } from '#shared/routes';
import { useDocumentTitle } from '../../layout/use-document-title';
import { pageHeading, stack } from '../../layout/page-heading.css';

/** Spec §2 fixes this text. */
export const notFoundText = 'This page could not be found';


export function NotFoundPage() {
  const [path] = useLocation();
  useDocumentTitle(notFoundTitle);
  useErrorEvent(404, notFoundTitle, path);
  return (
    <>
      <h1 className={pageHeading} lang="en">{notFoundText}</h1>
      <div className={stack}>
        <p>お探しのページは見つかりませんでした。URLに誤りがないかご確認ください。</p>
        <p><Link href="/">トップページへ戻る</Link></p>
      </div>
    </>
  );
}
