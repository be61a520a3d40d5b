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
