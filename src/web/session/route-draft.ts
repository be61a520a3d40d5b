// A flow's draft for a page that needs it too (the step pages' machine): the one the shell read
// with the route, so user_session is read at most once per navigation. On the routes exempt
// from the shell's read (/step, promptauth, thanks) the page reads it itself, when the route's
// draft summaries say it exists.
import { getUserSession, type Phase, type SessionData } from '../api/drafts';
import type { RouteReads } from './route-auth';
import { settledRouteSession } from './settled-route-session';

/** The route's draft of `phase`, or null when the flow has none yet. */
export async function routeDraftOf({ client, store }: RouteReads, path: string, phase: Phase, signal?: AbortSignal): Promise<SessionData | null> {
  const state = await settledRouteSession(store, path, signal);
  const slot = state.status === 'ready' ? state.value.sessions[phase] : null;
  if (slot?.state === 'loaded') return slot.data;
  if (slot?.state === 'absent') return null;
  // Not read with this route because it is exempt: read it now, if it exists (its 404 would be
  // an error in the console). The route's read failed: read it now.
  if (state.status === 'ready' && !state.value.drafts.some((draft) => draft.phase === phase)) return null;
  return getUserSession(client, phase);
}
