// Routes of the table whose pages later issues build: an honest placeholder, no fake data.
import { Link } from 'wouter';
import { useDocumentTitle } from '../../layout/use-document-title';
import { pageHeading, stack } from '../../layout/page-heading.css';

export function PreparingPage() {
  useDocumentTitle('準備中');
  return (
    <>
      <h1 className={pageHeading}>準備中</h1>
      <div className={stack}>
        <p>このページは準備中です。</p>
        <p><Link href="/">トップページへ戻る</Link></p>
      </div>
    </>
  );
}
