// Any path outside the route table (spec §2/§8). The server answers it with status 404.
import { Link } from 'wouter';
import { useDocumentTitle } from '../layout/use-document-title';
import { pageHeading, stack } from '../layout/page-heading.css';

/** Spec §2 fixes this text. */
export const notFoundText = 'This page could not be found';

export function NotFoundPage() {
  useDocumentTitle('ページが見つかりません');
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
