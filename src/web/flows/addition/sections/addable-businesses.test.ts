// Which businesses the addition may still add: the destination's catalogue, less those the
// addition holds and those the submitted application or an earlier addition notified.
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import type { LifelineBusiness, SessionData } from '../../shared/sections/draft-requests';
import { addableBusinesses, destinationOf, notifiedBusinessNames } from './addable-businesses';

type ApplicationSummary = components['schemas']['ApplicationSummary'];

const business = (business_id: string, name: string): LifelineBusiness => ({ business_id, name, category: 'gas', description: `${name}の説明` });
const catalogue = [business('hamakaze-denki', 'はまかぜ電気'), business('sakura-gas', 'さくらガス'), business('soyokaze-hikari', 'そよかぜ光')];

const draft = (held: string[]): SessionData =>
  ({
    uuid: 'u',
    phase: 2,
    updated_at: '2026-11-25T10:00:00+09:00',
    attributes: {
      moving: { status: 9, moving_type: 'other_municipality', values: { to: { jis_code: '141046' } } },
      businesses: { status: 1, applications: held.map((business_id, index) => ({ business_id, name: business_id, category: 'gas', serves: 'new_address', status: 1, sort: index, values: null })) },
    },
  }) as unknown as SessionData;

const recipient = (kind: 'business' | 'municipality', name: string) => ({ id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`, kind, procedure: kind === 'business' ? ('businesses' as const) : ('move_out' as const), name, status: 'delivered' as const, status_at: '2026-11-20T01:00:00.000Z' });

const original: ApplicationSummary = {
  application_id: 'a',
  phase: 1,
  reception_number: '7KQ2-M9XD-4T3H',
  submitted_at: '2026-11-20T10:00:00+09:00',
  cancellable: false,
  past_move_date: false,
  timeline: [],
  move_date: '2026/12/01',
  recipients: [recipient('municipality', '世田谷区'), recipient('business', 'はまかぜ電気')],
  additions: [{ application_id: 'b', reception_number: 'H3TX-8PLM-2QWE', submitted_at: '2026-11-25T10:00:00+09:00', recipients: [recipient('business', 'そよかぜ光')] }],
};

describe('addable businesses', () => {
  it('reads the destination of the original move', () => {
    expect(destinationOf(draft([]))).toBe('141046');
  });

  it('names the businesses the newest application and its additions notified, not municipalities', () => {
    expect([...notifiedBusinessNames([original])].sort()).toEqual(['そよかぜ光', 'はまかぜ電気']);
    const older: ApplicationSummary = { ...original, application_id: 'o', submitted_at: '2025-04-01T10:00:00+09:00', recipients: [recipient('business', 'さくらガス')], additions: [] };
    expect([...notifiedBusinessNames([older, original])].sort()).toEqual(['そよかぜ光', 'はまかぜ電気']);
    expect(notifiedBusinessNames([])).toEqual(new Set());
  });

  it('offers again a business whose notice was cancelled (取消済み), but not one still being cancelled or refused (decision 021)', () => {
    const cancellation = (status: 'requested' | 'cancelled' | 'refused') => ({ status, status_at: '2026-11-26T01:00:00.000Z', reception_number: '9CXR-4HNP-T6WD' });
    const withCancellation = (status: 'requested' | 'cancelled' | 'refused'): ApplicationSummary => ({
      ...original,
      recipients: [recipient('municipality', '世田谷区'), { ...recipient('business', 'はまかぜ電気'), cancellation: cancellation(status) }],
    });
    expect([...notifiedBusinessNames([withCancellation('cancelled')])]).toEqual(['そよかぜ光']);
    expect([...notifiedBusinessNames([withCancellation('requested')])].sort()).toEqual(['そよかぜ光', 'はまかぜ電気']);
    expect([...notifiedBusinessNames([withCancellation('refused')])].sort()).toEqual(['そよかぜ光', 'はまかぜ電気']);
  });

  it('leaves out what was notified and what the addition already holds', () => {
    expect(addableBusinesses(catalogue, draft([]), notifiedBusinessNames([original])).map((entry) => entry.business_id)).toEqual(['sakura-gas']);
    expect(addableBusinesses(catalogue, draft(['sakura-gas']), notifiedBusinessNames([original]))).toEqual([]);
    expect(addableBusinesses(catalogue, draft([]), new Set()).map((entry) => entry.business_id)).toEqual(['hamakaze-denki', 'sakura-gas', 'soyokaze-hikari']);
  });
});
