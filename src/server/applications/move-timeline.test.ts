// Each move's timeline from the resident's records and events (issue 27): an addition and a
// cancellation of an addition's procedure belong to the normal application; ties at one instant
// read filing first, then filing order and recipient order; a mail's unknown template and an
// application not submitted yet show nothing of theirs.
import { describe, expect, it } from 'vitest';
import type { StoredMoveEvent } from '../events/move-event-reads';
import type { RecipientRecord } from '../repositories/application-repository';
import { moveTimelines } from './move-timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 3, minute));
const recipient = (id: string, position: number, name: string, cancelsRecipientId?: string): RecipientRecord => ({
  id,
  position,
  kind: 'business',
  procedure: 'businesses',
  name,
  address: { business_id: name },
  status: 'delivered',
  updatedAt: at(0),
  ...(cancelsRecipientId ? { cancelsRecipientId } : {}),
});
const filing = (id: string, phase: 1 | 2 | 3, minute: number, recipients: RecipientRecord[], originalApplicationId: string | null = null, receptionNumber: string | null = `N-${id}`) => ({
  id,
  phase,
  receptionNumber,
  originalApplicationId,
  createdAt: at(minute),
  recipients,
});
const event = (applicationId: string, kind: StoredMoveEvent['kind'], minute: number, parts: Partial<StoredMoveEvent> = {}): StoredMoveEvent => ({
  applicationId,
  kind,
  recipientId: null,
  status: null,
  data: {},
  at: at(minute),
  ...parts,
});

describe('moveTimelines', () => {
  const normal = filing('n', 1, 0, [recipient('r1', 0, 'ひかり電力'), recipient('r2', 1, 'さくらガス')]);
  const addition = filing('a', 2, 1, [recipient('r3', 0, 'そよかぜ光')], 'n');
  // The revocation cancels the addition's procedure: it still belongs to the normal application's move.
  const revocation = filing('c', 3, 2, [recipient('r4', 0, 'そよかぜ光', 'r3')]);
  const draft = filing('d', 1, 3, [], null, null);
  const records = [revocation, addition, normal, draft];

  it('gathers the filings of one move, in time order, each entry with its own 受付番号 and phase', () => {
    const events = [
      event('c', 'recipient_status', 4, { recipientId: 'r4', status: 'completed' }),
      event('a', 'recipient_status', 4, { recipientId: 'r3', status: 'delivered' }),
      event('n', 'recipient_status', 4, { recipientId: 'r2', status: 'pending' }),
      event('c', 'filed', 2),
      event('n', 'mail_sent', 0, { data: { template: 'filed' } }),
      event('n', 'filed', 0),
      event('a', 'filed', 1),
      event('n', 'mail_sent', 5, { data: { template: 'not_a_template' } }),
      event('n', 'visit_changed', 5, { recipientId: 'r1', data: { date: '2026/12/03', slot: '10:00' } }),
      event('d', 'filed', 6),
    ];
    const timelines = moveTimelines(records, events);
    expect([...timelines.keys()]).toEqual(['n']);
    expect(timelines.get('n')).toEqual([
      { at: at(0).toISOString(), kind: 'filed', reception_number: 'N-n', phase: 1 },
      { at: at(0).toISOString(), kind: 'mail_sent', reception_number: 'N-n', phase: 1, mail_template: 'filed' },
      { at: at(1).toISOString(), kind: 'filed', reception_number: 'N-a', phase: 2 },
      { at: at(2).toISOString(), kind: 'filed', reception_number: 'N-c', phase: 3 },
      { at: at(4).toISOString(), kind: 'recipient_status', reception_number: 'N-n', phase: 1, recipient: { name: 'さくらガス', procedure: 'businesses' }, status: 'pending' },
      { at: at(4).toISOString(), kind: 'recipient_status', reception_number: 'N-a', phase: 2, recipient: { name: 'そよかぜ光', procedure: 'businesses' }, status: 'delivered' },
      { at: at(4).toISOString(), kind: 'recipient_status', reception_number: 'N-c', phase: 3, recipient: { name: 'そよかぜ光', procedure: 'businesses' }, status: 'completed' },
      { at: at(5).toISOString(), kind: 'visit_changed', reception_number: 'N-n', phase: 1, recipient: { name: 'ひかり電力', procedure: 'businesses' }, visit: { date: '2026/12/03', slot: '10:00' } },
      { at: at(5).toISOString(), kind: 'mail_sent', reception_number: 'N-n', phase: 1 },
    ]);
  });

  it('names the reminders (issue 28) as the mails they are', () => {
    const reminders = ['visit_tomorrow', 'move_deadline', 'failed_reminder'].map((template, minute) => event('n', 'mail_sent', minute, { data: { template } }));
    expect(moveTimelines(records, reminders).get('n')?.map((entry) => entry.mail_template)).toEqual(['visit_tomorrow', 'move_deadline', 'failed_reminder']);
  });

  it('keeps two moves apart, and shows nothing of events without their application', () => {
    const other = filing('m', 1, 10, [recipient('r9', 0, 'あおぞら新聞')]);
    const timelines = moveTimelines([other, ...records], [event('m', 'filed', 10), event('n', 'filed', 0), event('gone', 'filed', 11)]);
    expect(timelines.get('m')?.map((entry) => entry.reception_number)).toEqual(['N-m']);
    expect(timelines.get('n')?.map((entry) => entry.reception_number)).toEqual(['N-n']);
    expect(timelines.size).toBe(2);
  });
});
