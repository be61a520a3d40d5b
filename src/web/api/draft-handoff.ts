// A section save answers with the draft after the save (user_session_form_update). When the
// section page then leads back to the step pages, that draft is handed to their draft read
// instead of reading it again. Only the next read of the phase takes it, and only shortly
// after the save, so a later page never shows an old draft (another tab, a lapsed login).
import type { components } from '#shared/api/schema';
import type { Phase } from '#shared/flows';
import type { ApiClient } from './client';

type SessionData = components['schemas']['SessionData'];

/** Long enough for the navigation the save starts, short enough to never outlive it. */
export const handOffLifetimeMs = 10_000;

const handedOff = new WeakMap<ApiClient, Map<Phase, { draft: SessionData; at: number }>>();

export function handOffDraft(client: ApiClient, draft: SessionData, now = Date.now()): void {
  const drafts = handedOff.get(client) ?? new Map();
  drafts.set(draft.phase, { draft, at: now });
  handedOff.set(client, drafts);
}

/** The handed-off draft of `phase`, once; null when there is none (or it is too old). */
export function takeHandedOffDraft(client: ApiClient, phase: Phase, now = Date.now()): SessionData | null {
  const drafts = handedOff.get(client);
  const entry = drafts?.get(phase);
  drafts?.delete(phase);
  return entry && now - entry.at <= handOffLifetimeMs ? entry.draft : null;
}
