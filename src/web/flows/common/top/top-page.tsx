// トップページ (/ and /index01): what the service does, and the two ways to log in (spec §2,
// brief §4); a signed-in resident is offered マイページ instead, never sent to log in again just
// to get home (issue 11). Both start pages look the same; each remembers itself as the
// resident's start page.
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { lead, pageHeading, pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { Phrases } from '../../../components/phrases';
import { flows, providerNames, type ProviderId } from '#shared/flows';
import { useSignedIn } from '../../../session/use-signed-in';
import { PendingContent } from '../../../layout/pending-content';
import { MyPageLink } from '../my-page-link';
import { logoutNoticeStore } from './logout-notice';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { startButtonTypeStore, type StartButtonType } from '../../../stores/client-stores';
import { liveLoginStartMachine } from './login-start-logic';
import { PromoCodeForm } from '../../../promo/promo-code-form';
import { titleWithErrors } from '../../../forms/use-page-errors';
import { pageErrorStore } from '../../../stores/client-stores';
import { useStore } from '../../../stores/use-store';
import * as css from './top-page.css';

export interface TopPageProps {
  /** Which start page this is (remembered when its login button is used). */
  startButtonType?: StartButtonType;
}

export function TopPage({ startButtonType = 'index' }: TopPageProps) {
  // The campaign code field is the page's one form: its error shows in the title too.
  useDocumentTitle(titleWithErrors('トップ', useStore(pageErrorStore)));
  const [snapshot, send] = useMachine(liveLoginStartMachine, { ...inspectOptions(), input: { phase: flows.normal.phase } });
  const requesting = snapshot.matches('requesting');
  // Remember where the resident started, so the error page's 'top' brings them back here (spec §2).
  const start = (provider: ProviderId) => {
    startButtonTypeStore.set(startButtonType);
    send({ type: 'START', provider });
  };
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
      {signedIn === true && (
        <section className={pageSection} aria-labelledby="top-signed-in">
          <h2 id="top-signed-in" className={sectionHeading}>ログインしています</h2>
          <div className={css.loginBox}>
            <div className={css.actions}>
              <p>申請の状況の確認や、入力中の申請の続きは、マイページからできます。</p>
              <MyPageLink className={primaryButton}>マイページへ進む</MyPageLink>
            </div>
          </div>
        </section>
      )}
      {signedIn === false && (
        <section className={pageSection} aria-labelledby="top-login">
          <h2 id="top-login" className={sectionHeading}>ログイン</h2>
          <p>ログインには、マイナンバーカードと、利用者証明用電子証明書の暗証番号（数字4桁）が必要です。</p>
          <div className={css.loginBox}>
            <div className={css.actions}>
              <button type="button" className={primaryButton} onClick={() => start('')}>
                <Phrases phrases={[`${providerNames['']}で`, 'ログイン']} />
              </button>
              <button
                type="button"
                className={secondaryButton}
                aria-describedby="top-login-lp-note"
                onClick={() => start('lp')}
              >
                <Phrases phrases={[`${providerNames.lp}で`, 'ログイン']} />
              </button>
              <p id="top-login-lp-note" className={css.note}>{providerNames.lp}は新しいタブで開きます。</p>
            </div>
            <p role="status" className={css.note}>{requesting ? 'ログイン画面を準備しています。' : ''}</p>
            {snapshot.matches('failed') && (
              <p role="alert" className={css.alert}>ログイン画面を開けませんでした。時間をおいて、もう一度お試しください。</p>
            )}
          </div>
        </section>
      )}
      {signedIn !== null && (
        <section className={pageSection} aria-labelledby="promo-form-title">
          <PromoCodeForm signedIn={signedIn} />
        </section>
      )}
    </>
  );
}
