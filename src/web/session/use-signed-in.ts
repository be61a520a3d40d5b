// Whether a resident is signed in on the page on screen, for the ways home (issue 11): the
// route's login state, or, on a path outside the route table (the 404 page, which reads no
// route session), auth_status asked once. null while it is not known yet.
import { useEffect, useState } from 'react';
import { getAuthStatus } from '../api/auth';
import { apiClient } from '../api/client';
import { answerGuard } from '../loading/answer-guard';
import { useRouteSession } from './current-route-session';
import { knownAuth } from './route-session-store';

// The header and the 404 page both ask as the page appears: one request serves both. A later
// visit asks afresh (the resident may have logged in or out since).
let asked: { path: string; at: number; answer: Promise<boolean> } | null = null;
const sharedForMs = 2000;

function askOnce(path: string): Promise<boolean> {
  const now = Date.now();
  if (asked?.path !== path || now - asked.at > sharedForMs) {
    // A failure only means the page does not offer マイページ: the 404 page stays as it is.
    asked = { path, at: now, answer: getAuthStatus(apiClient).then((auth) => auth.authenticated, () => false) };
  }
  return asked.answer;
}

export function useSignedIn(): boolean | null {
  const route = useRouteSession();
  const outsideTable = route.status === 'none';
  const [answer, setAnswer] = useState<{ path: string; signedIn: boolean } | null>(null);

  useEffect(() => {
    if (!outsideTable) return;
    const answers = answerGuard();
    void askOnce(route.path).then(answers.whileLive((signedIn) => setAnswer({ path: route.path, signedIn })));
    return answers.end;
  }, [outsideTable, route.path]);

  let known: boolean | null = null;
  if (outsideTable) known = answer?.path === route.path ? answer.signedIn : null;
  else if (route.status !== 'loading') known = knownAuth(route)?.authenticated ?? false;
  // While the next route loads, the last answer stands: the logo must not point at the top page
  // for the moment between a save and the overview (a click then would leave the resident there).
  const [last, setLast] = useState<boolean | null>(null);
  if (known !== null && known !== last) setLast(known);
  return known ?? last;
}
