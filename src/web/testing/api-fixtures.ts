// Answers of the API as the DOM tests' held fetch hands them out (testing/held-fetch.ts).
import type { components } from '#shared/api/schema';

type Schemas = components['schemas'];

export const lifelineBusiness = (business_id: string, name = business_id): Schemas['LifelineBusiness'] => ({ business_id, name, category: 'electricity', description: `${name}の説明` });

const recipient = (name: string, procedure: 'move_out' | 'businesses', cancelled: boolean): Schemas['RecipientStatus'] => ({
  id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
  kind: procedure === 'move_out' ? 'municipality' : 'business',
  procedure,
  name,
  status: 'delivered',
  status_at: '2026-11-20T01:00:00.000Z',
  ...(cancelled ? { cancellation: { status: 'cancelled', status_at: '2026-11-21T01:00:00.000Z', reception_number: 'H3TX-8PLM-2QWE' } } : {}),
});

/** A sent normal application: its 転出届 (called off when asked) and the businesses it notified. */
export function sentApplication(parts: { reception?: string; calledOff?: boolean; businesses?: string[] } = {}): Schemas['ApplicationSummary'] {
  return {
    application_id: '00000000-0000-4000-8000-000000000011',
    phase: 1,
    reception_number: parts.reception ?? '7KQ2-M9XD-4T3H',
    submitted_at: '2026-11-20T10:00:00+09:00',
    move_date: '2026/12/01',
    recipients: [recipient('新宿区', 'move_out', parts.calledOff ?? false), ...(parts.businesses ?? []).map((name) => recipient(name, 'businesses', false))],
    additions: [],
    cancellable: false,
    past_move_date: false,
    timeline: [],
  };
}

/**
 * A sent application whose 転入予定連絡 (or `visit.procedure`) has a reserved visit in 京都市中京区
 * with the recipient at `status`: the application and its visit (issue 27's visit panel).
 */
export function sentApplicationWithVisit(status: Schemas['RecipientStatus']['status'], visit: Partial<Schemas['VisitSummary']> = {}) {
  const application = sentApplication();
  const recipient = { ...application.recipients[0]!, procedure: visit.procedure ?? ('move_in' as const), status };
  const summary: Schemas['VisitSummary'] = {
    reservation_id: '00000000-0000-4000-8000-000000000099',
    recipient_id: recipient.id,
    procedure: 'move_in',
    jis_code: '261041',
    date: '2026/12/02',
    time: '10:00',
    state: 'reserved',
    past: false,
    office: { name: '京都市中京区役所 市民窓口課', phone: '075-812-0061' },
    bring: [],
    ...visit,
  };
  return { application: { ...application, recipients: [recipient], visit: summary }, visit: summary };
}
