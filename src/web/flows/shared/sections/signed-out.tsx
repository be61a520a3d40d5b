// What a common-layout page that needs a login says when nobody is signed in (the section pages):
// a module of its own, so that a page can say it without the section pages' forms.
import { Link } from 'wouter';
import { pageHeading, stack } from '../../../layout/page-heading.css';
import { useDocumentTitle } from '../../../layout/use-document-title';

/** Nobody is signed in on a common-layout page that needs a login: how to log in. */
export function SignedOut({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <>
      <h1 className={pageHeading}>{title}</h1>
      <div className={stack}>
        <p>ログインしていないか、ログインの有効期限が切れています。トップページからログインしてください。</p>
        <p>
          <Link href="/">トップページへ戻る</Link>
        </p>
      </div>
    </>
  );
}
