// When マイページ offers 「来庁日時を変更する」 (issue 27): a reserved visit that is not past, whose
// procedure still stands; the server decides again on the change.
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { sentApplication } from '../../../testing/api-fixtures';
import { canChangeVisit, changedMessageOf } from './my-page-visit';

type Schemas = components['schemas'];

function withVisit(status: Schemas['RecipientStatus']['status'], visit: Partial<Schemas['VisitSummary']> = {}) {
  const application = sentApplication();
  const recipient = { ...application.recipients[0]!, procedure: 'move_in' as const, status };
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

describe('canChangeVisit', () => {
  it('offers the change while the procedure stands', () => {
    for (const status of ['pending', 'sending', 'delivered', 'received'] as const) {
      const { application, visit } = withVisit(status);
      expect(canChangeVisit(application, visit), status).toBe(true);
    }
  });

  it('does not offer it once the procedure ended, the visit is past or cancelled', () => {
    for (const status of ['completed', 'returned', 'failed'] as const) {
      const { application, visit } = withVisit(status);
      expect(canChangeVisit(application, visit), status).toBe(false);
    }
    const past = withVisit('delivered', { past: true });
    expect(canChangeVisit(past.application, past.visit)).toBe(false);
    const cancelled = withVisit('delivered', { state: 'cancelled' });
    expect(canChangeVisit(cancelled.application, cancelled.visit)).toBe(false);
  });

  it('says the new day and slot', () => {
    expect(changedMessageOf(withVisit('delivered', { date: '2026/12/03', time: '14:00' }).visit)).toContain('来庁日時を2026年12月3日 14:00〜に変更しました。');
  });
});
