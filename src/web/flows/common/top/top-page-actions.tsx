// What the top page offers once it knows whether the resident is signed in (spec §2, brief §4,
// issue 11): the two login buttons, driven by the login-start machine, or the way to マイページ;
// then the campaign code form (decision 020). In a chunk of its own, which the shell loads beside
// the login check, so that the top page paints without waiting for XState and the form.
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { Phrases } from '../../../components/phrases';
import { pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { flows, providerNames, readinessPathOf, type ProviderId } from '#shared/flows';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { PromoCodeForm } from '../../../promo/promo-code-form';
import { startButtonTypeStore, type StartButtonType } from '../../../stores/client-stores';
import { MyPageLink } from '../my-page-link';
import { liveLoginStartMachine } from './login-start-logic';
import * as css from './top-page.css';

export interface TopPageActionsProps {
  signedIn: boolean;
  /** Which start page this is (remembered when its login button is used). */
  startButtonType: StartButtonType;
}

export function TopPageActions({ signedIn, startButtonType }: TopPageActionsProps) {
  return (
    <>
      {signedIn ? (
        <section className={pageSection} aria-labelledby="top-signed-in">
          <h2 id="top-signed-in" className={sectionHeading}>ログインしています</h2>
          <div className={css.loginBox}>
            <div className={css.actions}>
              <p>申請の状況の確認や、入力中の申請の続きは、マイページからできます。</p>
              <MyPageLink className={primaryButton}>マイページへ進む</MyPageLink>
              {/* A new move starts, as from マイページ, at the readiness page (issue 28). */}
              <Link href={readinessPathOf(flows.normal)} className={secondaryButton}>
                引越し手続きを始める
              </Link>
            </div>
          </div>
        </section>
      ) : (
        <LoginSection startButtonType={startButtonType} />
      )}
      <section className={pageSection} aria-labelledby="promo-form-title">
        <PromoCodeForm signedIn={signedIn} />
      </section>
    </>
  );
}

function LoginSection({ startButtonType }: { startButtonType: StartButtonType }) {
  const [snapshot, send] = useMachine(liveLoginStartMachine, { ...inspectOptions(), input: { phase: flows.normal.phase } });
  const requesting = snapshot.matches('requesting');
  // Remember where the resident started, so the error page's 'top' brings them back here (spec §2).
  const start = (provider: ProviderId) => {
    startButtonTypeStore.set(startButtonType);
    send({ type: 'START', provider });
  };

  return (
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
  );
}
