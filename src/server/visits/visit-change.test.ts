// Issue 27 over real HTTP on the real app: a resident moves the visit of their 転入予定連絡 (京都市
// 中京区, which offers slots) from マイページ. The new slot's place is taken and the old one freed,
// the reservation's SEQUENCE rises and the .ics keeps its UID with the new DTSTART, a
// 'visit_changed' event is recorded, and the delivery job sends the municipality a signed
// `visit.changed` message that its development inbox shows. A full slot, another resident's
// application, a past or cancelled visit change nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { createDeliveryServices } from '../deliveries/testing/delivery-services';
import { runDeliveries } from '../jobs/delivery-job';
import type { Services } from '../services';
import { revokingResident } from '../submission/testing/revocation-client';
import { fixClock, knownKeys, signedRequest, type SubmittingResident } from '../submission/testing/submission-client';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';
import { apiBasePath } from '#shared/config/brand';
import { japaneseDate } from '#shared/domain/calendar-days';
import { pdfText } from '../receipts/testing/poppler';
import { parseIcs } from './testing/parse-ics';
import { fillKyotoDraft, KYOTO_NAKAGYO, visitIcs } from './testing/visit-client';
import { visitMessages } from './visit-messages';

type Schemas = components['schemas'];
type ChangeReply = Schemas['VisitChangeResponse'] & Partial<Schemas['ErrorBody']>;

const keys = knownKeys();
/** The fixed clock is 2026/11/20 in Japan; the move is on Tuesday 2026/12/01. */
const MOVE_DATE = '2026/12/01';
const VISIT_DATE = '2026/12/02';
const NEW_DATE = '2026/12/03';
const CAPACITY = 3;

describe('changing a visit (issue 27)', () => {
  const server = useTestServer({ env: keys.env });
  const query = (sql: string, params: unknown[] = []) => server().database.query(sql, params);
  let services: Services;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    fixClock(server());
    ({ services, cleanUp } = await createDeliveryServices(server().database, server().clock, { ...keys.env, PUBLIC_URL: server().baseUrl }));
  });
  afterAll(async () => cleanUp());
  beforeEach(async () => {
    fixClock(server());
    await query('delete from rate_limits');
  });

  const taken = async (date: string, time: string) =>
    (await query('select taken from visit_slot_counters where jis_code = $1 and visit_date = $2 and slot_time = $3', [KYOTO_NAKAGYO, date, time])).rows[0]?.taken ?? 0;
  const deliver = () => runDeliveries({ db: server().database.db, now: server().clock.now(), data: null, services });
  const change = (resident: SubmittingResident, body: { application_id: string; visit_date: string; visit_time: string | null }) =>
    resident.browser.postApi<ChangeReply>('visit_change', body, resident.csrf);

  async function submitted(index: number, time: string) {
    const resident = await revokingResident(server(), keys, index);
    expect((await fillKyotoDraft(resident, { moveDate: MOVE_DATE, date: VISIT_DATE, time })).field_errors).toEqual([]);
    const signed = await signedRequest(resident);
    expect((await resident.inquiry(signed.id)).body.state).toBe('signed');
    const reply = await resident.submit(signed.id);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { resident, applicationId: reply.body.application_id, receptionNumber: reply.body.reception_number };
  }

  it('moves the visit: the new place taken, the old freed, a higher SEQUENCE, the same UID, an event and a message to the municipality', async () => {
    const { resident, applicationId, receptionNumber } = await submitted(1, '10:00');
    await deliver();
    const before = parseIcs((await visitIcs(resident, applicationId)).body).event;
    expect(before.SEQUENCE).toBe('0');

    const reply = await change(resident, { application_id: applicationId, visit_date: NEW_DATE, visit_time: '14:00' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.field_errors).toEqual([]);
    expect(reply.body.visit).toMatchObject({ date: NEW_DATE, time: '14:00', state: 'reserved', past: false });
    expect(await taken(VISIT_DATE, '10:00')).toBe(0);
    expect(await taken(NEW_DATE, '14:00')).toBe(1);
    expect((await query('select visit_date, slot_time, sequence from visit_reservations where application_id = $1', [applicationId])).rows).toEqual([
      { visit_date: NEW_DATE, slot_time: '14:00', sequence: 1 },
    ]);
    expect((await resident.applications()).body.applications[0]?.visit).toMatchObject({ date: NEW_DATE, time: '14:00' });

    const { calendar, event, eventLines } = parseIcs((await visitIcs(resident, applicationId)).body);
    expect(calendar.METHOD).toBe('PUBLISH');
    expect(event.UID).toBe(before.UID);
    expect(event.SEQUENCE).toBe('1');
    // 14:00 in Japan is 05:00 UTC.
    expect(eventLines).toContain('DTSTART:20261203T050000Z');

    // The receipt follows the reservation, not the day the signed document first gave.
    const sid = resident.browser.cookie('utsuru_sid');
    const receipt = await fetch(`${server().baseUrl}${apiBasePath}/applications/${applicationId}/receipt`, { headers: { cookie: `utsuru_sid=${sid}` } });
    expect(receipt.status).toBe(200);
    expect((await pdfText(Buffer.from(await receipt.arrayBuffer()))).replace(/\s+/g, '')).toContain(`${japaneseDate(NEW_DATE)}14:00`);

    const events = await query(`select kind, data from move_events where application_id = $1 and kind like 'visit_%' order by kind desc`, [applicationId]);
    expect(events.rows).toEqual([
      { kind: 'visit_reserved', data: { date: VISIT_DATE, slot: '10:00' } },
      { kind: 'visit_changed', data: { date: NEW_DATE, slot: '14:00' } },
    ]);

    // The municipality's message: delivered to its development inbox, without moving the procedure's status.
    const statusBefore = (await query(`select status from application_recipients where jis_code = $1 and application_id = $2`, [KYOTO_NAKAGYO, applicationId])).rows[0]?.status;
    await deliver();
    const outbox = await query(`select state, visit_sequence from deliveries where application_id = $1 and message_kind = 'visit_change'`, [applicationId]);
    expect(outbox.rows).toEqual([{ state: 'delivered', visit_sequence: 1 }]);
    expect((await query(`select status from application_recipients where jis_code = $1 and application_id = $2`, [KYOTO_NAKAGYO, applicationId])).rows[0]?.status).toBe(statusBefore);
    const page = (await new TestBrowser(server().baseUrl).request(`/dev-inbox/recipients/municipality.${KYOTO_NAKAGYO}`)).body;
    expect(page).toContain('<h2>来庁日時の変更</h2>');
    const row = page.slice(page.indexOf('<caption>届いた来庁日時の変更'), page.indexOf('</table>', page.indexOf('<caption>届いた来庁日時の変更')));
    expect(row).toContain(`<th scope="row">${receptionNumber}</th>`);
    expect(row).toContain(`<td>${NEW_DATE}</td>`);
    expect(row).toContain('<td>14:00</td>');
    expect(row).toContain('<td>1回目</td>');
    // Minimal: nothing of the applicant.
    expect(row).not.toContain('山田');
  });

  it('refuses a full or unknown slot and a bad day with field errors, changing nothing', async () => {
    const { resident, applicationId } = await submitted(5, '11:00');
    await query(`insert into visit_slot_counters (jis_code, visit_date, slot_time, capacity, taken) values ($1, $2, '09:00', $3, $3)`, [KYOTO_NAKAGYO, NEW_DATE, CAPACITY]);
    const full = await change(resident, { application_id: applicationId, visit_date: NEW_DATE, visit_time: '09:00' });
    expect(full.status).toBe(200);
    expect(full.body).toEqual({ visit: null, field_errors: [{ field: 'visit_time', message: visitMessages.slotFull }] });
    const unknown = await change(resident, { application_id: applicationId, visit_date: NEW_DATE, visit_time: '12:00' });
    expect(unknown.body.field_errors).toEqual([{ field: 'visit_time', message: visitMessages.slotUnknown }]);
    // Sunday 2026/12/06: the office is closed.
    const closed = await change(resident, { application_id: applicationId, visit_date: '2026/12/06', visit_time: '10:00' });
    expect(closed.body.field_errors.map((error) => error.field)).toEqual(['visit_date']);
    const same = await change(resident, { application_id: applicationId, visit_date: VISIT_DATE, visit_time: '11:00' });
    expect(same.body.field_errors).toEqual([{ field: 'visit_date', message: visitMessages.sameVisit }]);

    expect(await taken(VISIT_DATE, '11:00')).toBe(1);
    expect(await taken(NEW_DATE, '09:00')).toBe(CAPACITY);
    expect((await query('select sequence from visit_reservations where application_id = $1', [applicationId])).rows).toEqual([{ sequence: 0 }]);
    expect((await query(`select count(*)::int as n from deliveries where application_id = $1 and message_kind = 'visit_change'`, [applicationId])).rows[0]?.n).toBe(0);
  });

  it('answers another resident’s application as a missing one, and refuses a past or cancelled visit', async () => {
    const { resident, applicationId } = await submitted(6, '15:00');
    const other = await revokingResident(server(), keys, 2);
    const foreign = await change(other, { application_id: applicationId, visit_date: NEW_DATE, visit_time: '10:00' });
    const missing = await change(other, { application_id: randomUUID(), visit_date: NEW_DATE, visit_time: '10:00' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);

    await query(`update visit_reservations set visit_date = '2026/11/19' where application_id = $1`, [applicationId]);
    const past = await change(resident, { application_id: applicationId, visit_date: NEW_DATE, visit_time: '10:00' });
    expect(past.status).toBe(400);
    expect(past.body.status).toEqual({ code: 'BAD_REQUEST', message: visitMessages.unchangeable });

    await query(`update visit_reservations set visit_date = $2, state = 'cancelled' where application_id = $1`, [applicationId, VISIT_DATE]);
    const cancelled = await change(resident, { application_id: applicationId, visit_date: NEW_DATE, visit_time: '10:00' });
    expect(cancelled.status).toBe(400);

    await query(`update visit_reservations set state = 'reserved' where application_id = $1`, [applicationId]);
    await query(`update application_recipients set status = 'returned' where application_id = $1 and jis_code = $2`, [applicationId, KYOTO_NAKAGYO]);
    const returned = await change(resident, { application_id: applicationId, visit_date: NEW_DATE, visit_time: '10:00' });
    expect(returned.status).toBe(400);
    expect(await taken(NEW_DATE, '10:00')).toBe(0);
    expect(await taken(VISIT_DATE, '15:00')).toBe(1);
  });

  it('refuses a change without the CSRF header', async () => {
    const { resident, applicationId } = await submitted(7, '16:00');
    const reply = await resident.browser.postApi('visit_change', { application_id: applicationId, visit_date: NEW_DATE, visit_time: '10:00' }, null);
    expect(reply.status).toBe(403);
  });
});
