// マイページ (/mypage): the logged-in resident's verified name, the applications they
// submitted with each recipient's status (kept current while one is under way), and logout.
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { lead, pageHeading, stack } from '../../../layout/page-heading.css';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { useRouteSession } from '../../../session/current-route-session';
import { announcementOf } from './application-status';
import { ApplicationsSection, type ApplicationsState } from './applications-section';
import { PurgedApplicationsSection } from './purged-applications-section';
import { DraftCard } from './draft-card';
import { normalDraftOf, unsentDraftsOf } from './draft-progress';
import { liveMyPageMachine } from './my-page-logic';
import { MailPreferencesSection } from './mail-preferences-section';
import { PromoSaveNotice } from '../../../promo/promo-save-notice';
import * as css from './my-page.css';

export function MyPage() {
  useDocumentTitle('マイページ');
  const [snapshot, send] = useMachine(liveMyPageMachine, inspectOptions());
  const { user, logoutFailed, applications, changes, purgedApplications } = snapshot.context;
  // The machine re-reads the list only while the page is seen (another tab pauses it).
  useEffect(() => {
    const report = () => send({ type: document.hidden ? 'PAGE_HIDDEN' : 'PAGE_VISIBLE' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [send]);
  const route = useRouteSession();
  // The shell read the resident's draft summaries with the route.
  const drafts = route.status === 'ready' ? route.value.drafts : [];
  const hasDraft = normalDraftOf(drafts) !== null;
  const applicationsState: ApplicationsState = snapshot.matches({ ready: 'applicationsFailed' })
    ? { status: 'failed', retry: () => send({ type: 'RETRY_APPLICATIONS' }) }
    : applications
      ? { status: 'listed', applications, hasDraft }
      : { status: 'loading' };

  if (snapshot.matches('anonymous') || snapshot.matches('loggedOut')) {
    return (
      <>
        <h1 className={pageHeading}>マイページ</h1>
        <div className={stack}>
          <p>ログインしていないか、ログインの有効期限が切れています。トップページからログインしてください。</p>
          <p><Link href="/">トップページへ戻る</Link></p>
        </div>
      </>
    );
  }

  if (snapshot.matches('failed')) {
    return (
      <>
        <h1 className={pageHeading}>マイページ</h1>
        <div className={stack}>
          <p role="alert" className={css.alert}>
            情報を読み込めませんでした。時間をおいて、もう一度お試しください。
          </p>
          <div className={css.actions}>
            <button type="button" className={primaryButton} onClick={() => send({ type: 'RETRY' })}>
              もう一度読み込む
            </button>
          </div>
        </div>
      </>
    );
  }

  if (!user) {
    return (
      <>
        <h1 className={pageHeading}>マイページ</h1>
        <p role="status">読み込んでいます。</p>
      </>
    );
  }

  return (
    <>
      <h1 className={pageHeading}>マイページ</h1>
      <p className={lead}>マイナンバーカードで確認したお名前でログインしています。</p>
      <PromoSaveNotice />
      <section className={css.card} aria-labelledby="my-page-name">
        <h2 id="my-page-name" className={css.residentName}>
          {user.name.last} {user.name.first} 様
        </h2>
        <p className={css.residentKana}>{user.name_kana.last} {user.name_kana.first}</p>
      </section>
      {unsentDraftsOf(drafts).map((draft) => (
        <DraftCard key={draft.summary.phase} draft={draft} />
      ))}
      <ApplicationsSection state={applicationsState} announcement={announcementOf(changes)} hasPurged={purgedApplications.length > 0} />
      <PurgedApplicationsSection applications={purgedApplications} />
      <MailPreferencesSection />
      <div className={css.actions}>
        {logoutFailed && (
          <p role="alert" className={css.alert}>ログアウトできませんでした。もう一度お試しください。</p>
        )}
        <button
          type="button"
          className={secondaryButton}
          aria-busy={snapshot.matches('loggingOut')}
          // Offered once the list has settled (the machine ignores LOGOUT while it loads).
          disabled={snapshot.matches({ ready: 'loadingApplications' })}
          onClick={() => send({ type: 'LOGOUT' })}
        >
          ログアウト
        </button>
      </div>
    </>
  );
}
