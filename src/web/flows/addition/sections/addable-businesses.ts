// Which lifeline businesses the addition may still add (decision 020): those serving the new
// address (GET lifeline_businesses for the destination of the original move) that the addition
// does not hold yet and that were not notified already, by the original application (the newest
// normal one) or an earlier addition to it (recipients on GET applications, named as the catalogue
// names them). A notice the resident cancelled (取消済み, decision 021) no longer counts: the
// business may be notified again.
import type { components } from '#shared/api/schema';
import { flows } from '#shared/flows';
import type { LifelineBusiness, SessionData } from '../../shared/sections/draft-requests';

type ApplicationSummary = components['schemas']['ApplicationSummary'];

/** The destination's JIS code of the move the addition belongs to. */
export const destinationOf = (session: SessionData): string | null => session.attributes.moving.values?.to?.jis_code ?? null;

/**
 * The businesses notified by the application an addition belongs to — the resident's newest normal
 * application (decision 020 L2) — and by the additions already filed after it.
 */
export function notifiedBusinessNames(applications: readonly ApplicationSummary[]): Set<string> {
  const [original] = applications.filter((application) => application.phase === flows.normal.phase).sort((a, b) => Date.parse(b.submitted_at) - Date.parse(a.submitted_at));
  const recipients = original ? [...original.recipients, ...original.additions.flatMap((addition) => addition.recipients)] : [];
  const stillNotified = recipients.filter((recipient) => recipient.kind === 'business' && recipient.cancellation?.status !== 'cancelled');
  return new Set(stillNotified.map((recipient) => recipient.name));
}

/** The catalogue's businesses the addition may add, in catalogue order. */
export function addableBusinesses(catalogue: readonly LifelineBusiness[], session: SessionData, notified: ReadonlySet<string>): LifelineBusiness[] {
  const held = new Set(session.attributes.businesses.applications.map((entry) => entry.business_id));
  return catalogue.filter((business) => !held.has(business.business_id) && !notified.has(business.name));
}
