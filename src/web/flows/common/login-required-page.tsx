// A page of the addition or the revocation (or /loadingupdate, the addition's identity update)
// opened while nobody is signed in (issue 24): it asks to log in, with every login service the
// flow accepts. Nothing failed, so it is not a login-error page: those (spec §2) are for a login
// that did not complete. A login lands on the flow's landing page (the registry's `landing`).
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { flowProviders, providerNames, type FlowDefinition, type ProviderId } from '#shared/flows';
import { primaryButton, secondaryButton } from '../../components/button.css';
import { Phrases } from '../../components/phrases';
import { inspectOptions } from '../../dev/xstate-inspector';
import { lead, pageHeading, stack } from '../../layout/page-heading.css';
import { useDocumentTitle } from '../../layout/use-document-title';
import { liveLoginStartMachine } from './top/login-start-logic';
import * as css from './top/top-page.css';

export const loginRequiredTitle = 'ログインしてください';

/** The services that open in a new tab (all but the primary one), for the note the buttons point to. */
function newTabNote(providers: readonly ProviderId[]): string | null {
  const others = providers.filter((id) => id !== '').map((id) => providerNames[id]);
  return others.length === 0 ? null : `${others.join('と')}は、新しいタブで開きます。`;
}

export function LoginRequiredPage({ flow }: { flow: FlowDefinition }) {
  useDocumentTitle(loginRequiredTitle);
  const [snapshot, send] = useMachine(liveLoginStartMachine, { ...inspectOptions(), input: { phase: flow.phase } });
  const providers = flowProviders(flow);
  const note = newTabNote(providers);

  return (
    <>
      <h1 className={pageHeading}>{loginRequiredTitle}</h1>
      <div className={stack}>
        <p className={lead}>{flow.label}の画面を開くには、ログインが必要です。次のいずれかの方法でログインしてください。</p>
        <div className={css.loginBox}>
          <div className={css.actions}>
            {providers.map((provider) => (
              <button
                key={provider}
                type="button"
                className={provider === '' ? primaryButton : secondaryButton}
                aria-describedby={provider === '' ? undefined : 'login-required-new-tab'}
                aria-busy={snapshot.matches('requesting')}
                onClick={() => send({ type: 'START', provider })}
              >
                <Phrases phrases={[`${providerNames[provider]}で`, 'ログイン']} />
              </button>
            ))}
            {note && <p id="login-required-new-tab" className={css.note}>{note}</p>}
          </div>
          <p role="status" className={css.note}>{snapshot.matches('requesting') ? 'ログイン画面を準備しています。' : ''}</p>
          {snapshot.matches('failed') && (
            <p role="alert" className={css.alert}>ログイン画面を開けませんでした。時間をおいて、もう一度お試しください。</p>
          )}
        </div>
        <p>
          <Link href="/">トップページへ戻る</Link>
        </p>
      </div>
    </>
  );
}
