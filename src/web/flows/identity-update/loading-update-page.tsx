// /loadingupdate (issue 13, journey 2): the identity-update machine waits for the provider's
// refresh of the request kept in the xid-relation store (a reload resumes the same request).
// While it waits: a busy indicator and a polite live region. Then: the refreshed data, saying
// whether anything changed (issue 24), and 「この内容で手続きを進める」 to the addition's overview; or the provider's message with 「もう一度更新する」, 「更新せずに進む」
// and 「マイページへ戻る」; or, past the time limit, 「もう一度確認する」 and 「マイページへ戻る」.
// The page is in the common layout (spec §2), so it checks the login itself (signed out, the
// addition's request to log in); without a kept
// request there is nothing to wait for, and the resident goes back to /after/checkinformation.
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { XidRelation } from '#machines/identity-update.machine';
import { flows } from '#shared/flows';
import { pathOf, routeTitleOf } from '#shared/routes';
import { apiClient } from '../../api/client';
import { primaryButton, secondaryButton } from '../../components/button.css';
import { inspectOptions } from '../../dev/xstate-inspector';
import { reportApiFailure } from '../../errors/failure-reporting';
import { lead, pageHeading } from '../../layout/page-heading.css';
import { PendingContent } from '../../layout/pending-content';
import { useDocumentTitle } from '../../layout/use-document-title';
import { LoginRequired } from '../../routing/login-required';
import { useRouteSession } from '../../session/current-route-session';
import { xidRelationStore } from '../../stores/client-stores';
import { IdentityList } from './identity-list';
import { createIdentityUpdateLogic } from './identity-update-logic';
import * as css from './identity-pages.css';
import { pageActions as actions } from '../../layout/page-actions.css';
import { notice } from '../../forms/notice.css';

const liveIdentityUpdateMachine = createIdentityUpdateLogic({
  client: apiClient,
  relations: xidRelationStore,
  navigate,
  reportFailure: (operation, error) => {
    reportApiFailure(operation, error);
  },
});

const title = routeTitleOf('loadingupdate');

export function LoadingUpdatePage() {
  const route = useRouteSession();
  // Read once: the machine keeps the request from here on (and the store follows it).
  const [relation] = useState(() => xidRelationStore.get());
  if (route.status === 'failed') return null;
  if (route.status !== 'ready') return <PendingContent />;
  // Part of the addition: signed out, it asks to log in with the addition's services (issue 24).
  if (!route.value.auth.authenticated) return <LoginRequired flow={flows.addition} />;
  if (relation === null) return <Redirect to={pathOf('after-checkinformation')} replace />;
  return <IdentityUpdate relation={relation} />;
}

function MyPageButton() {
  return (
    <Link href={pathOf('mypage')} className={secondaryButton}>
      マイページへ戻る
    </Link>
  );
}

function IdentityUpdate({ relation }: { relation: XidRelation }) {
  const [snapshot, send] = useMachine(liveIdentityUpdateMachine, { ...inspectOptions(), input: { relation } });
  const overview = pathOf('after-step');
  const updated = snapshot.context.updated;
  const unchanged = updated?.changed === false;
  const heading = snapshot.matches('updated')
    ? unchanged
      ? '本人情報を確認しました'
      : '本人情報を更新しました'
    : snapshot.matches('refreshFailed')
      ? '本人情報を更新できませんでした'
      : snapshot.matches('timedOut')
        ? '本人情報の更新に時間がかかっています'
        : title;
  useDocumentTitle(heading);
  // The error page (or the expired page) is shown instead.
  if (snapshot.matches('failed') || snapshot.matches('expired') || snapshot.matches('failing')) return null;
  const waiting = !snapshot.matches('updated') && !snapshot.matches('refreshFailed') && !snapshot.matches('timedOut');

  return (
    <>
      <h1 className={pageHeading}>{heading}</h1>
      {/* One polite region for the whole wait, on the page from the start (WCAG 4.1.3). */}
      <div role="status" aria-live="polite">
        {waiting && (
          <div className={css.waiting} aria-busy="true">
            <span className={css.spinner} aria-hidden="true" />
            <p>本人情報を更新しています。数秒ほどかかります。このままお待ちください。</p>
          </div>
        )}
        {snapshot.matches('updated') && (
          <p className={lead}>
            {unchanged
              ? '変更はありませんでした。ログインに使ったサービスが持っている本人情報は、前と同じです。転入届の手続きがまだ済んでいない場合は、手続きの後にもう一度お試しください。'
              : '新しい本人情報を受け取りました。住所をお確かめください。'}
          </p>
        )}
        {snapshot.matches('timedOut') && (
          <p className={notice}>
            本人情報の更新に時間がかかっています。更新はこのまま続いています。しばらくしてから「もう一度確認する」を押してください。
          </p>
        )}
      </div>
      {snapshot.matches('refreshFailed') && (
        <p role="alert" className={notice} data-tone="error">
          {snapshot.context.refreshFailure || '本人情報を更新できませんでした。時間をおいて、もう一度お試しください。'}
        </p>
      )}
      {snapshot.matches('updated') && updated && (
        <>
          <IdentityList info={updated.user_info} label={unchanged ? '現在の本人情報' : '更新後の本人情報'} />
          <div className={actions}>
            <Link href={overview} className={primaryButton}>この内容で手続きを進める</Link>
          </div>
        </>
      )}
      {snapshot.matches('refreshFailed') && (
        <div className={actions}>
          <button type="button" className={primaryButton} onClick={() => send({ type: 'RETRY' })}>もう一度更新する</button>
          <Link href={overview} className={secondaryButton}>更新せずに進む</Link>
          <MyPageButton />
        </div>
      )}
      {snapshot.matches('timedOut') && (
        <div className={actions}>
          <button type="button" className={primaryButton} onClick={() => send({ type: 'RETRY' })}>もう一度確認する</button>
          <MyPageButton />
        </div>
      )}
    </>
  );
}
