// Issue 27 over real HTTP on the real app: a resident picks a visit slot of 京都市中京区 and submits
// (signed at the real /dev-idp signing page); the slot's place is taken with the application,
// マイページ shows the visit, and the .ics is the resident's only. A full slot is refused on the
// section write and at submit (nothing is stored); a revocation of the 転入予定連絡 frees the place
// and the .ics becomes a cancellation.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useRevocationServer, signedRevocation } from '../submission/testing/revocation-client';
import { knownKeys, signedRequest, type SubmittingResident } from '../submission/testing/submission-client';
import { parseIcs } from './testing/parse-ics';
import { fillKyotoDraft, KYOTO_NAKAGYO, visitIcs, visitSlots } from './testing/visit-client';
import { visitMessages } from './visit-messages';

const keys = knownKeys();
/** The fixed clock is 2026/11/20 in Japan; the move is on Tuesday 2026/12/01, the visit the Wednesday after. */
const MOVE_DATE = '2026/12/01';
const VISIT_DATE = '2026/12/02';
const CAPACITY = 3;

async function submitVisit(resident: SubmittingResident, time: string) {
  const written = await fillKyotoDraft(resident, { moveDate: MOVE_DATE, date: VISIT_DATE, time });
  expect(written.field_errors).toEqual([]);
  const signed = await signedRequest(resident);
  expect((await resident.inquiry(signed.id)).body.state).toBe('signed');
  return resident.submit(signed.id);
}

describe('visit slots (issue 27)', () => {
  const { server, resident, query } = useRevocationServer(keys);
  const taken = async (time: string) =>
    (await query('select taken from visit_slot_counters where jis_code = $1 and visit_date = $2 and slot_time = $3', [KYOTO_NAKAGYO, VISIT_DATE, time])).rows[0]?.taken ?? 0;

  it('lists the day’s slots, takes the chosen one at submit, shows the visit on マイページ and gives the owner its .ics', async () => {
    const suzuki = await resident(1);
    const before = await visitSlots(suzuki, KYOTO_NAKAGYO, VISIT_DATE);
    expect(before.status).toBe(200);
    expect(before.body.offers_slots).toBe(true);
    expect(before.body.slots.find((slot) => slot.time === '10:00')).toEqual({ time: '10:00', capacity: CAPACITY, left: CAPACITY, free: true });
    // A municipality without slots takes a date only.
    expect((await visitSlots(suzuki, '131016', VISIT_DATE)).body).toEqual({ jis_code: '131016', date: VISIT_DATE, offers_slots: false, slots: [] });

    const submitted = await submitVisit(suzuki, '10:00');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(await taken('10:00')).toBe(1);
    expect((await visitSlots(suzuki, KYOTO_NAKAGYO, VISIT_DATE)).body.slots.find((slot) => slot.time === '10:00')?.left).toBe(CAPACITY - 1);
    const events = await query(`select kind, data from move_events where application_id = $1 and kind like 'visit_%'`, [submitted.body.application_id]);
    expect(events.rows).toEqual([{ kind: 'visit_reserved', data: { date: VISIT_DATE, slot: '10:00' } }]);

    const listed = (await suzuki.applications()).body.applications[0];
    expect(listed?.visit).toMatchObject({
      procedure: 'move_in',
      date: VISIT_DATE,
      time: '10:00',
      state: 'reserved',
      past: false,
      office: { name: '京都市中京区役所 市民窓口課', address: '〒604-8586 京都府京都市中京区西堀川通御池下る西三坊堀川町521', phone: '075-812-0061', hours: '平日 8:30〜17:00' },
      bring: ['マイナンバーカード', '転出の情報（転出証明書に代わる情報）', 'マイナンバーカードの暗証番号（4桁）'],
    });

    const ics = await visitIcs(suzuki, submitted.body.application_id);
    expect(ics.status).toBe(200);
    expect(ics.type).toMatch(/^text\/calendar/);
    const { calendar, event, eventLines } = parseIcs(ics.body);
    expect(calendar.METHOD).toBe('PUBLISH');
    expect(event.UID).toBe(`${listed?.visit?.reservation_id}@${new URL(server().baseUrl).host}`);
    expect(event.SEQUENCE).toBe('0');
    expect(event.STATUS).toBe('CONFIRMED');
    expect(event.LOCATION).toBe('〒604-8586 京都府京都市中京区西堀川通御池下る西三坊堀川町521');
    expect(event.DESCRIPTION).toContain(`受付番号：${submitted.body.reception_number}`);
    expect(event.DESCRIPTION).toContain('マイナンバーカードの暗証番号（4桁）');
    // 10:00 in Japan is 01:00 UTC.
    expect(eventLines).toContain('DTSTART:20261202T010000Z');

    // Another resident gets what a missing application gets.
    const tanaka = await resident(2);
    const foreign = await visitIcs(tanaka, submitted.body.application_id);
    const missing = await visitIcs(tanaka, randomUUID());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it('refuses a full slot on the section write, and at submit when the last place went meanwhile, storing nothing', async () => {
    await query(`insert into visit_slot_counters (jis_code, visit_date, slot_time, capacity, taken) values ($1, $2, '09:00', $3, $3)`, [KYOTO_NAKAGYO, VISIT_DATE, CAPACITY]);
    const sato = await resident(5);
    expect((await visitSlots(sato, KYOTO_NAKAGYO, VISIT_DATE)).body.slots[0]).toEqual({ time: '09:00', capacity: CAPACITY, left: 0, free: false });
    const full = await fillKyotoDraft(sato, { moveDate: MOVE_DATE, date: VISIT_DATE, time: '09:00' });
    expect(full.field_errors).toEqual([{ field: 'visit_time', message: visitMessages.slotFull }]);
    const none = await fillKyotoDraft(sato, { moveDate: MOVE_DATE, date: VISIT_DATE, time: null });
    expect(none.field_errors).toEqual([{ field: 'visit_time', message: visitMessages.slotRequired }]);
    const unknown = await fillKyotoDraft(sato, { moveDate: MOVE_DATE, date: VISIT_DATE, time: '12:00' });
    expect(unknown.field_errors).toEqual([{ field: 'visit_time', message: visitMessages.slotUnknown }]);

    // 11:00 is free when written and signed, and full by the submit.
    expect((await fillKyotoDraft(sato, { moveDate: MOVE_DATE, date: VISIT_DATE, time: '11:00' })).field_errors).toEqual([]);
    const signed = await signedRequest(sato);
    expect((await sato.inquiry(signed.id)).body.state).toBe('signed');
    await query(`insert into visit_slot_counters (jis_code, visit_date, slot_time, capacity, taken) values ($1, $2, '11:00', $3, $3)`, [KYOTO_NAKAGYO, VISIT_DATE, CAPACITY]);
    const refused = await sato.submit(signed.id);
    expect(refused.status).toBe(400);
    expect(refused.body.status).toEqual({ code: 'BAD_REQUEST', message: visitMessages.slotTakenAtSubmit });
    expect((await query('select count(*)::int as n from applications where user_id = $1', [sato.userId])).rows[0]?.n).toBe(0);
    expect(await taken('11:00')).toBe(CAPACITY);
  });

  it('frees the slot when the 転入予定連絡 is cancelled; the .ics becomes a cancellation with a higher SEQUENCE', async () => {
    const ito = await resident(6);
    const submitted = await submitVisit(ito, '14:00');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(await taken('14:00')).toBe(1);
    await query('update application_recipients set status = $2 where application_id = $1', [submitted.body.application_id, 'delivered']);
    const listed = (await ito.applications()).body.applications[0];
    const moveIn = listed?.recipients.find((recipient) => recipient.procedure === 'move_in');

    expect((await ito.initializeRevocation(submitted.body.reception_number)).status).toBe(200);
    const confirmed = await ito.cancelConfirm([moveIn?.id ?? ''], '引越しの予定が変わったため');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const revocation = await ito.cancel(await signedRevocation(ito, confirmed.body.document_digest));
    expect(revocation.status, JSON.stringify(revocation.body)).toBe(200);

    expect(await taken('14:00')).toBe(0);
    const reservation = await query('select state, sequence from visit_reservations where application_id = $1', [submitted.body.application_id]);
    expect(reservation.rows).toEqual([{ state: 'cancelled', sequence: 1 }]);
    const events = await query(`select kind from move_events where application_id = $1 and kind like 'visit_%'`, [submitted.body.application_id]);
    expect(events.rows.map((row) => row.kind).sort()).toEqual(['visit_cancelled', 'visit_reserved']);
    expect((await ito.applications()).body.applications[0]?.visit?.state).toBe('cancelled');

    const { calendar, event } = parseIcs((await visitIcs(ito, submitted.body.application_id)).body);
    expect(calendar.METHOD).toBe('CANCEL');
    expect(event.STATUS).toBe('CANCELLED');
    expect(event.SEQUENCE).toBe('1');
  });
});
