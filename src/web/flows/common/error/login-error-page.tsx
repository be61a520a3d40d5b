// The eight login-error pages (spec §2): the flow and provider come from the path; the page says
// that the login did not complete and offers to log in again with the same provider.
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { primaryButton } from '../../../components/button.css';
import { Phrases } from '../../../components/phrases';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { liveLoginStartMachine } from '../top/login-start-logic';
import { ErrorView } from './error-view';
import { loginErrorContent, loginErrorRoutes, type LoginErrorRouteName } from './login-error-routes';
import * as css from './login-error-page.css';

/** Reported to analytics: a login that did not complete is an authentication error. */
const loginErrorStatus = 401;

export function LoginErrorPage({ route }: { route: LoginErrorRouteName }) {
  const { phase, provider } = loginErrorRoutes[route];
  const content = loginErrorContent({ phase, provider });
  const [snapshot, send] = useMachine(liveLoginStartMachine, { ...inspectOptions(), input: { phase } });
  const opensNewTab = provider !== '';

  return (
    <ErrorView
      status={loginErrorStatus}
      title={content.title}
      lead={content.lead}
      illustration="login"
      action={
        <button
          type="button"
          className={primaryButton}
          aria-describedby={opensNewTab ? 'login-error-new-tab' : undefined}
          aria-busy={snapshot.matches('requesting')}
          onClick={() => send({ type: 'START', provider })}
        >
          <Phrases phrases={content.buttonPhrases} />
        </button>
      }
    >
      {opensNewTab && <p id="login-error-new-tab" className={css.note}>ログイン画面は新しいタブで開きます。</p>}
      <p role="status" className={css.note}>{snapshot.matches('requesting') ? 'ログイン画面を準備しています。' : ''}</p>
      {snapshot.matches('failed') && (
        <p role="alert" className={css.alert}>ログイン画面を開けませんでした。時間をおいて、もう一度お試しください。</p>
      )}
      <p><Link href="/">トップページへ戻る</Link></p>
    </ErrorView>
  );
}
