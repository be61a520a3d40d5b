// The draft of the section page's flow: the one the shell loaded with the route
// (GET user_session/{phase}), or, when the normal flow has none yet and the resident has sent
// nothing, a new one (POST user_session_form_create): the section pages are where a first filing
// begins. Once something was sent, only the flow's start (/step) begins another, after asking
// (issue 24, 1a): the page says 'absent' and leads there. The addition's draft is made only by
// its overview (/after/step), which first checks the identity.
// Before a section's first save the page may also want the verified claims (GET user_info)
// to fill it in; a failure there only means starting from blank fields.
import { useEffect, useState } from 'react';
import { getUserInfo } from '../../../api/auth';
import { getApplications } from '../../../api/applications';
import { apiClient } from '../../../api/client';
import { createDraft } from '../../../api/drafts';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { answerGuard } from '../../../loading/answer-guard';
import { useRouteSession } from '../../../session/current-route-session';
import type { SessionData, UserInfo } from './draft-requests';
import { useSectionFlow } from './section-flow';

export type NormalDraft =
  | { status: 'loading' }
  /** Nobody is signed in: the common layout has no login check, so the page says what to do. */
  | { status: 'signed-out' }
  /** The failure went to the error page (or the expired page). */
  | { status: 'failed' }
  /** No draft, and this page may not begin one (the addition; the normal flow once something was sent): the page leads to the flow's start. */
  | { status: 'absent' }
  | { status: 'ready'; session: SessionData; claims: UserInfo | null };

type Claims = { status: 'pending' } | { status: 'done'; claims: UserInfo | null };

export function useNormalDraft(wantsClaims: (session: SessionData) => boolean): NormalDraft {
  const route = useRouteSession();
  const flow = useSectionFlow();
  const createsDraft = flow.sectionsCreateFirstDraft;
  const [created, setCreated] = useState<SessionData | 'failed' | 'sent-before' | null>(null);
  const [claims, setClaims] = useState<Claims>({ status: 'pending' });

  const signedIn = route.status === 'ready' && route.value.auth.authenticated;
  const slot = route.status === 'ready' ? route.value.sessions[flow.phase] : null;
  const loaded = slot?.state === 'loaded' ? slot.data : null;
  const absent = signedIn && slot?.state === 'absent';
  const needsDraft = absent && createsDraft;

  useEffect(() => {
    if (!needsDraft) return;
    const answers = answerGuard();
    const fail = (operation: 'applications' | 'user_session_form_create') =>
      answers.whileLive((failure: unknown) => {
        setCreated('failed');
        reportApiFailure(operation, failure);
      });
    getApplications(apiClient).then(answers.whileLive(({ applications }) => {
      if (applications.some((application) => application.phase === flow.phase)) return setCreated('sent-before');
      createDraft(apiClient).then(answers.whileLive(setCreated), fail('user_session_form_create'));
    }), fail('applications'));
    return answers.end;
  }, [needsDraft, flow.phase]);

  const session = loaded ?? (typeof created === 'object' ? created : null);
  const needsClaims = session !== null && wantsClaims(session);

  useEffect(() => {
    if (!needsClaims) return;
    const answers = answerGuard();
    getUserInfo(apiClient).then(
      answers.whileLive((info) => setClaims({ status: 'done', claims: info })),
      answers.whileLive(() => setClaims({ status: 'done', claims: null })),
    );
    return answers.end;
  }, [needsClaims]);

  if (route.status === 'failed' || created === 'failed') return { status: 'failed' };
  if (route.status === 'ready' && !signedIn) return { status: 'signed-out' };
  if (absent && (!createsDraft || created === 'sent-before')) return { status: 'absent' };
  if (!session || (needsClaims && claims.status !== 'done')) return { status: 'loading' };
  return { status: 'ready', session, claims: claims.status === 'done' ? claims.claims : null };
}
