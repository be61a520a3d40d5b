// The generic error page (spec §2, §8), driven by the error-routing machine: shown in place
// when a call fails, and on the /error/confirmation route.
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import type { ErrorRoutingInput } from '#machines/error-routing.machine';
import type { Flow, PageKind } from '#shared/errors/error-page-content';
import { primaryButton } from '../../../components/button.css';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { PendingContent } from '../../../layout/pending-content';
import { isPlainClick } from '../../../layout/popup';
import { rememberedStartPath } from '../../../routing/route-context';
import { useRouteSession } from '../../../session/current-route-session';
import { knownAuth } from '../../../session/route-session-store';
import { liveErrorRoutingMachine, type LeaveContext } from './error-page-logic';
import { ErrorView } from './error-view';
import { MyPageLink, myPagePath } from '../my-page-link';

export interface ErrorPageProps {
  status: number;
  flow: Flow;
  pageKind: PageKind;
  inPlace?: boolean;
  /** A sentence spec §8 fixes in English for this failure (「Unknown middleware」), as the page's reference line. */
  englishNote?: string;
  /** TEMPORARILY's sentence from the server: the page says the service is away for a while (decision 032 §5). */
  temporarily?: string | undefined;
}

export function ErrorPage({ status, flow, pageKind, inPlace = false, englishNote, temporarily }: ErrorPageProps) {
  const session = useRouteSession();
  // The content depends on whether a user session exists: wait for the login state.
  if (session.status === 'loading') return <PendingContent />;
  // A signed-in resident whose draft read failed is still signed in (the 500 → マイページ row).
  const auth = knownAuth(session);
  const input: ErrorRoutingInput = {
    status,
    flow,
    pageKind,
    hasUserSession: auth?.authenticated ?? false,
    rememberedStartPath: rememberedStartPath(),
    temporarily,
  };
  return <RoutedErrorPage input={input} leave={{ flow, provider: auth?.provider ?? null }} inPlace={inPlace} englishNote={englishNote} />;
}

/** Statuses whose page asks the resident to log in again: their login is not a way home. */
const loginBroken: readonly number[] = [400, 401];

function RoutedErrorPage({ input, leave, inPlace, englishNote }: { input: ErrorRoutingInput; leave: LeaveContext; inPlace: boolean; englishNote: string | undefined }) {
  // Like the machine's input, the leave context is fixed when the page appears.
  const [machine] = useState(() => liveErrorRoutingMachine(leave));
  const [snapshot, send] = useMachine(machine, { ...inspectOptions(), input });
  const { content, status, target } = snapshot.context;
  // A 408 has already left for the expired page.
  if (snapshot.matches('redirectingToExpired')) return <PendingContent />;
  // A signed-in resident whose button leads elsewhere also gets the way home (issue 11).
  const offersMyPage = input.hasUserSession && target.path !== myPagePath && !loginBroken.includes(status);

  return (
    <ErrorView
      status={status}
      title={content.title}
      {...(englishNote === undefined ? {} : { englishNote })}
      lead={content.lead}
      illustration={content.illustration}
      inPlace={inPlace}
      action={
        // The button leads to its target's page (logging in again on the way for a 400): a link
        // drawn as a button, the same role as the 404 and expired pages' way back (WCAG 4.1.2).
        <a
          href={target.path}
          className={primaryButton}
          aria-busy={snapshot.matches('leaving') || undefined}
          onClick={(event) => {
            // A click for a new tab or window is left to the browser.
            if (!isPlainClick(event)) return;
            event.preventDefault();
            send({ type: 'PRESS_BUTTON' });
          }}
        >
          {content.buttonLabel}
        </a>
      }
    >
      {offersMyPage && (
        <p>
          <MyPageLink />
        </p>
      )}
    </ErrorView>
  );
}
