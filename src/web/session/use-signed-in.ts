// Whether a resident is signed in on the page on screen, for the ways home (issue 11): the
// route's login state, or, on a path outside the route table (the 404 page, which reads no
// route session), auth_status asked once. null while it is not known yet.
import { useEffect, useState } from 'react';
import { getAuthStatus } from '../api/auth';
import { apiClient } from '../api/client';
import { useRouteSession } from './current-route-session';
import { knownAuth } from './route-session-store';

export function useSignedIn(): boolean | null {
  const route = useRouteSession();
  const outsideTable = route.status === 'none';
  const [asked, setAsked] = useState<boolean | null>(null);

  useEffect(() => {
    if (!outsideTable) return;
    let live = true;
    // A failure only means the page does not offer マイページ: the 404 page stays as it is.
    getAuthStatus(apiClient).then(
      (auth) => live && setAsked(auth.authenticated),
      () => live && setAsked(false),
    );
    return () => {
      live = false;
    };
  }, [outsideTable]);

  if (outsideTable) return asked;
  if (route.status === 'loading') return null;
  return knownAuth(route)?.authenticated ?? false;
}
