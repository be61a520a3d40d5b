// Drafts outlive releases: a resident may have saved one before a field existed. Each step here
// brings an older document to the current StoredDraft shape as the repository opens it.
import type { components } from '#shared/api/schema';

type BusinessServes = components['schemas']['BusinessServes'];

/**
 * Before issue 11 a chosen business had no `serves`. 'both' asks every date, as the form did then;
 * the next save of the moving or procedures section works out the real direction.
 */
const servesBeforeItWasStored: BusinessServes = 'both';

export function upgradeStoredDraft(document: unknown): unknown {
  const session = sessionOf(document);
  // Before issue 13 a draft had no campaign code: none is attached.
  if (session && !('promo_code' in session)) session.promo_code = null;
  const applications = businessApplicationsOf(document);
  if (applications === null || applications.every((entry) => 'serves' in entry)) return document;
  for (const entry of applications) entry.serves ??= servesBeforeItWasStored;
  return document;
}

function sessionOf(document: unknown): { promo_code?: unknown } | null {
  const session = (document as { session?: unknown } | null)?.session;
  return session !== null && typeof session === 'object' ? (session as { promo_code?: unknown }) : null;
}

function businessApplicationsOf(document: unknown): { serves?: BusinessServes }[] | null {
  const list = (document as { session?: { attributes?: { businesses?: { applications?: unknown } } } } | null)?.session?.attributes?.businesses?.applications;
  return Array.isArray(list) ? (list as { serves?: BusinessServes }[]) : null;
}
