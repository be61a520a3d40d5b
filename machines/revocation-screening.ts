// Before a revocation draft is made (issue 24, point 1b): マイページ's own list says whether there is
// anything the revocation could be about, so the page explains it instead of calling
// user_session_initialize for a 404 or cancellable confirm for a 400. Nothing filed, a 受付番号
// that is not the resident's, and an application past its move date each have their page; an
// application with nothing cancellable today goes on, and its page lists why for each procedure.
import type { components } from '#shared/api/schema';

export type ApplicationSummary = components['schemas']['ApplicationSummary'];

export type Unavailable =
  | { reason: 'nothing-filed' }
  | { reason: 'unknown-number'; receptionNumber: string }
  | { reason: 'past-move-date'; application: ApplicationSummary };

/** The application the revocation is about: the one with the 受付番号, or the newest. */
export function revocationTargetOf(applications: readonly ApplicationSummary[], receptionNumber: string | null): ApplicationSummary | undefined {
  if (receptionNumber !== null) return applications.find((application) => application.reception_number === receptionNumber);
  return [...applications].sort((a, b) => Date.parse(b.submitted_at) - Date.parse(a.submitted_at))[0];
}

/** Why the revocation cannot start for this resident, or null when it can. */
export function unavailableOf(applications: readonly ApplicationSummary[], receptionNumber: string | null): Unavailable | null {
  if (applications.length === 0) return { reason: 'nothing-filed' };
  const target = revocationTargetOf(applications, receptionNumber);
  if (!target) return { reason: 'unknown-number', receptionNumber: receptionNumber ?? '' };
  if (!target.cancellable && target.past_move_date) return { reason: 'past-move-date', application: target };
  return null;
}
