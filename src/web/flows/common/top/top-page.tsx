// トップページ (/ and /index01): what the service does, and the two ways to log in (spec §2,
// brief §4). Both start pages look the same; each remembers itself as the resident's start page.
import { useMachine } from '@xstate/react';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { lead, pageHeading, pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { flows, type ProviderId } from '#shared/flows';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { startButtonTypeStore, type StartButtonType } from '../../../stores/client-stores';
import { liveLoginStartMachine } from './login-start-logic';
import * as css from './top-page.css';

export interface TopPageProps {
  /** Which start page this is (remembered when its login button is used). */
  startButtonType?: StartButtonType;
}

export function TopPage({ startButtonType = 'index' }: TopPageProps) {
  useDocumentTitle('トップ');
  const [snapshot, send] = useMachine(liveLoginStartMachine, { ...inspectOptions(), input: { phase: flows.normal.phase } });
  const requesting = snapshot.matches('requesting');
  // Remember where the resident started, so the error page's 'top' brings them back here (spec §2).
  const start = (provider: ProviderId) => {
    startButtonTypeStore.set(startButtonType);
    send({ type: 'START', provider });
  };

  return (
    <>
      <h1 className={pageHeading}>引越しの手続きをオンラインで</h1>
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

      <section className={pageSection} aria-labelledby="top-login">
        <h2 id="top-login" className={sectionHeading}>ログイン</h2>
        <p>ログインには、マイナンバーカードと、利用者証明用電子証明書の暗証番号（数字4桁）が必要です。</p>
        <div className={css.loginBox}>
          <div className={css.actions}>
            <button type="button" className={primaryButton} onClick={() => start('')}>
              マイナンバーカードでログイン
            </button>
            <button
              type="button"
              className={secondaryButton}
              aria-describedby="top-login-lp-note"
              onClick={() => start('lp')}
            >
              他のログインサービス（LP）でログイン
            </button>
            <p id="top-login-lp-note" className={css.note}>他のログインサービスは新しいタブで開きます。</p>
          </div>
          <p role="status" className={css.note}>{requesting ? 'ログイン画面を準備しています。' : ''}</p>
          {snapshot.matches('failed') && (
            <p role="alert" className={css.alert}>ログイン画面を開けませんでした。時間をおいて、もう一度お試しください。</p>
          )}
        </div>
      </section>
    </>
  );
}
