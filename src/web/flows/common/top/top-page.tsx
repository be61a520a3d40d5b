// トップページ (/ and /index01): what the service does, and the two ways to log in (spec §2,
// brief §4); a signed-in resident is offered マイページ instead, never sent to log in again just
// to get home (issue 11). Both start pages look the same; each remembers itself as the
// resident's start page. The login buttons and the campaign code form wait for the login state
// anyway, so they come in a chunk of their own (top-page-actions.tsx), loaded beside the login check.
import { Suspense, useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { lead, pageHeading, pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { useSignedIn } from '../../../session/use-signed-in';
import { PendingContent } from '../../../layout/pending-content';
import { ChunkLoading } from '../../../routing/chunk-loading';
import { lazyPage } from '../../../routing/lazy-page';
import type { PageProps } from '../../../routing/page-loader';
import { logoutNoticeStore } from './logout-notice';
import { topPageActionsChunk } from './top-page-actions-chunk';
import type { StartButtonType } from '../../../stores/client-stores';
import { titleWithErrors } from '../../../forms/use-page-errors';
import { pageErrorStore } from '../../../stores/client-stores';
import { useStore } from '../../../stores/use-store';
import * as css from './top-page.css';

const LazyTopPageActions = lazyPage(topPageActionsChunk, (m) => m.TopPageActions);

/** `route`: which start page this is (remembered when its login button is used). */
export function TopPage({ route: startButtonType }: PageProps<StartButtonType>) {
  // The campaign code field is the page's one form: its error shows in the title too.
  useDocumentTitle(titleWithErrors('トップ', useStore(pageErrorStore)));
  const signedIn = useSignedIn();
  const [loggedOut] = useState(() => logoutNoticeStore.get());
  const [notice, setNotice] = useState('');
  // Filled after the status region is on the page, so a screen reader announces it (WCAG 4.1.3).
  useEffect(() => {
    if (!loggedOut) return;
    logoutNoticeStore.set(false);
    const timer = setTimeout(() => setNotice('ログアウトしました。'), 100);
    return () => clearTimeout(timer);
  }, [loggedOut]);

  return (
    <>
      <h1 className={pageHeading}>引越しの手続きをオンラインで</h1>
      <p role="status" className={notice ? css.notice : undefined}>{notice}</p>
      <p className={lead}>
        {/* One line: JSX turns a line break inside text into a space, which shows in Japanese. */}
        うつるは、お引越しに伴う市区町村への届出と、電気・ガス・水道などのライフラインの手続きを、まとめてオンラインで行えるサービスです。窓口に行く回数を減らせます。
      </p>

      <section className={pageSection} aria-labelledby="top-services">
        <h2 id="top-services" className={sectionHeading}>できること</h2>
        <ul className={css.list}>
          <li>転出届の提出</li>
          <li>転入予定・転居予定の連絡（来庁予定日の予約）</li>
          <li>電気・ガス・水道などの使用開始・停止の申込み</li>
          <li>申請した手続きの追加・取消し</li>
        </ul>
      </section>

      {signedIn === null && <PendingContent />}
      {signedIn !== null && (
        <Suspense fallback={<ChunkLoading />}>
          <LazyTopPageActions signedIn={signedIn} startButtonType={startButtonType} />
        </Suspense>
      )}
    </>
  );
}
