// What every section page shows before its form: nothing while the draft loads (the top
// progress bar shows the wait), how to log in when nobody is signed in (the common layout has
// no login check), and otherwise the page's content for the draft of the page's flow.
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { stepPathsOf } from '#shared/flows';
import { PendingContent, useShownWhenReady } from '../../../layout/pending-content';
import type { SessionData, UserInfo } from './draft-requests';
import { useSectionFlow } from './section-flow';
import { SignedOut } from './signed-out';
import { useNormalDraft } from './use-normal-draft';

export interface DraftGateProps {
  /** The route's title (the document title). */
  title: string;
  /** Whether the page also needs the verified claims for this draft (to fill a section in before its first save). */
  wantsClaims?: (session: SessionData) => boolean;
  children: (session: SessionData, claims: UserInfo | null) => ReactNode;
}

const noClaims = () => false;

export function DraftGate({ title, wantsClaims = noClaims, children }: DraftGateProps) {
  const draft = useNormalDraft(wantsClaims);
  const flow = useSectionFlow();
  const shown = useShownWhenReady(draft.status === 'ready');
  if (draft.status === 'signed-out') return <SignedOut title={title} />;
  // Only the flow's overview makes its draft (after the identity check): start there.
  if (draft.status === 'absent') return <Redirect to={stepPathsOf(flow).input} replace />;
  if (draft.status !== 'ready' || !shown) return <PendingContent />;
  return children(draft.session, draft.claims);
}
