// The draft of the section page's flow: the one the shell loaded with the route
// (GET user_session/{phase}), or, when the normal flow has none yet, a new one (POST
// user_session_form_create). The addition's draft is made only by its overview (/after/step),
// which first checks the identity: a section page without one says so ('absent').
// Before a section's first save the page may also want the verified claims (GET user_info)
// to fill it in; a failure there only means starting from blank fields.
import { useEffect, useState } from 'react';
import { getUserInfo } from '../../../api/auth';
import { apiClient } from '../../../api/client';
import { createDraft } from '../../../api/drafts';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { useRouteSession } from '../../../session/current-route-session';
import type { SessionData, UserInfo } from './draft-requests';
import { useSectionFlow } from './section-flow';

export type NormalDraft =
  | { status: 'loading' }
  /** Nobody is signed in: the common layout has no login check, so the page says what to do. */
  | { status: 'signed-out' }
  /** The failure went to the error page (or the expired page). */
  | { status: 'failed' }
  /** The flow's draft is made only by its overview (the addition): the page leads there. */
  | { status: 'absent' }
  | { status: 'ready'; session: SessionData; claims: UserInfo | null };

type Claims = { status: 'pending' } | { status: 'done'; claims: UserInfo | null };

export function useNormalDraft(wantsClaims: (session: SessionData) => boolean): NormalDraft {
  const route = useRouteSession();
  const flow = useSectionFlow();
  const createsDraft = flow.phase === 1;
  const [created, setCreated] = useState<SessionData | 'failed' | null>(null);
  const [claims, setClaims] = useState<Claims>({ status: 'pending' });

  const signedIn = route.status === 'ready' && route.value.auth.authenticated;
  const slot = route.status === 'ready' ? route.value.sessions[flow.phase] : null;
  const loaded = slot?.state === 'loaded' ? slot.data : null;
  const absent = signedIn && slot?.state === 'absent';
  const needsDraft = absent && createsDraft;

  useEffect(() => {
    if (!needsDraft) return;
    let live = true;
    createDraft(apiClient).then(
      (session) => live && setCreated(session),
      (failure: unknown) => {
        if (!live) return;
        setCreated('failed');
        reportApiFailure('user_session_form_create', failure);
      },
    );
    return () => {
      live = false;
    };
  }, [needsDraft]);

  const session = loaded ?? (created !== 'failed' ? created : null);
  const needsClaims = session !== null && wantsClaims(session);

  useEffect(() => {
    if (!needsClaims) return;
    let live = true;
    getUserInfo(apiClient).then(
      (info) => live && setClaims({ status: 'done', claims: info }),
      () => live && setClaims({ status: 'done', claims: null }),
    );
    return () => {
      live = false;
    };
  }, [needsClaims]);

  if (route.status === 'failed' || created === 'failed') return { status: 'failed' };
  if (route.status === 'ready' && !signedIn) return { status: 'signed-out' };
  if (absent && !createsDraft) return { status: 'absent' };
  if (!session || (needsClaims && claims.status !== 'done')) return { status: 'loading' };
  return { status: 'ready', session, claims: claims.status === 'done' ? claims.claims : null };
}
