// The reminders (issue 28) over real PGlite and a real SMTP receiver, with the clock moved by hand:
// each is scheduled when its reason is journalled, mailed once when due (whatever the number of
// runs and processes) and shown as a sent mail in the journal that マイページ's timeline reads,
// and not mailed once its reason went: 完了, the visit moved, the procedure cancelled, the mail
// turned off, the failed delivery re-queued.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import { recipientIdOf } from '../applications/recipient-id';
import { createDeliveryRepository } from '../deliveries/delivery-repository';
import { storeRevocation } from '../deliveries/testing/signed-revocation';
import { recipientSeeds } from '../domain/domain-data';
import { createMoveEventReader } from '../events/move-event-reads';
import { runReminders } from '../jobs/reminder-job';
import { requeueFailedDelivery } from '../ops/failed-deliveries';
import { changeVisit } from '../visits/visit-change';
import { sendDueReminders } from './due-reminders';
import { createMailPreferenceRepository } from './mail-preferences';
import { createMailRepository } from './mail-repository';
import { useMailBench } from './testing/mail-bench';

/** 12:00 in Japan on 2026-11-30; the test application moves on 12/01 and visits 横浜市中区 on 12/03. */
const FILED_AT = '2026-11-30T03:00:00Z';
/** 09:00 in Japan the day before the visit. */
const VISIT_DUE = '2026-12-02T00:00:00Z';
/** 09:00 in Japan three days before 12/15, the last of the 14 days after the move. */
const DEADLINE_DUE = '2026-12-12T00:00:00Z';

describe('reminders', () => {
  const { database, clock, mailbox, services, fileApplication, runMails } = useMailBench();
  const rowsOf = async <T,>(text: string, params: unknown[]) => (await database().query(text, params)).rows as T[];
  const setTime = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
  const run = () => runReminders({ db: database().db, now: clock.now(), data: null, services: services() });
  beforeEach(() => {
    mailbox().clear();
    setTime(FILED_AT);
  });

  /** A filed application with its 転入予定連絡's visit, its own mails sent, its reminders planned. */
  async function filedWithVisit() {
    const filed = await fileApplication({ withVisits: true });
    await runMails();
    await run();
    mailbox().clear();
    return filed;
  }

  const remindersOf = async (applicationId: string) =>
    (await rowsOf<{ kind: string; state: string; cancel_reason: string | null; due_at: Date }>(
        'select kind, state, cancel_reason, due_at from reminders where application_id = $1 order by kind, created_at',
        [applicationId],
      )
    );

  const subjectsFor = async (receptionNumber: string) => (await mailbox().mails()).filter((mail) => mail.text.includes(receptionNumber)).map((mail) => mail.subject);

  /** Runs the reminders as two processes would, then once more, then mails what they put in the outbox. */
  async function remindTwiceOver() {
    await Promise.all([run(), run()]);
    await run();
    await runMails();
  }

  /** The application's recipient of a procedure (move_in) or a business (hikari-denryoku). */
  async function recipientOf(applicationId: string, procedureOrBusiness: string) {
    const rows = await rowsOf<{ id: string; jis_code: string | null; position: number }>(
      'select id, jis_code, position from application_recipients where application_id = $1 and (procedure = $2 or business_id = $2)',
      [applicationId, procedureOrBusiness],
    );
    if (!rows[0]) throw new Error(`no ${procedureOrBusiness} recipient`);
    return rows[0];
  }

  it('schedules the visit’s and the 14-day limit’s reminders when the visit is reserved, and mails the visit once, from 09:00 the day before', async () => {
    const { userId, applicationId, receptionNumber } = await filedWithVisit();
    expect(await remindersOf(applicationId)).toEqual([
      { kind: 'move_deadline', state: 'scheduled', cancel_reason: null, due_at: new Date(DEADLINE_DUE) },
      { kind: 'visit_tomorrow', state: 'scheduled', cancel_reason: null, due_at: new Date(VISIT_DUE) },
    ]);

    setTime('2026-12-01T23:59:00Z');
    await remindTwiceOver();
    expect(await subjectsFor(receptionNumber)).toEqual([]);

    setTime(VISIT_DUE);
    await remindTwiceOver();
    setTime('2026-12-02T05:00:00Z');
    await remindTwiceOver();
    const mails = (await mailbox().mails()).filter((mail) => mail.text.includes(receptionNumber));
    expect(mails.map((mail) => mail.subject)).toEqual(['【うつる】明日は来庁予定日です（横浜市中区役所 戸籍課）']);
    expect(mails[0]?.text).toContain('明日、2026年12月3日（木）は、横浜市中区役所 戸籍課への来庁予定日です。');
    expect(mails[0]?.text).toContain('窓口で転入届を出すと住所が変わるため、マイナンバーカードの署名用電子証明書は失効します。');
    expect(mails[0]?.text).toContain('マイナンバーカードの継続利用の手続き');

    // マイページ's timeline reads the journal: the reminder is there as a sent mail, once.
    const sent = (await createMoveEventReader(database().db).listForUser(userId)).filter((event) => event.kind === 'mail_sent' && event.data.template === 'visit_tomorrow');
    expect(sent).toHaveLength(1);
    expect((await remindersOf(applicationId)).find((row) => row.kind === 'visit_tomorrow')?.state).toBe('sent');
  });

  it('mails the 14-day limit once, three days before its last day, when the new municipality has not reported 完了', async () => {
    const { applicationId, receptionNumber } = await filedWithVisit();
    setTime('2026-12-11T23:00:00Z');
    await remindTwiceOver();
    expect(await subjectsFor(receptionNumber)).toEqual([]);

    setTime(DEADLINE_DUE);
    await remindTwiceOver();
    await remindTwiceOver();
    // The visit's day went by unreminded (no run in between): too late for it, so only the limit is mailed.
    expect(await subjectsFor(receptionNumber)).toEqual(['【うつる】転入届の期限は2026年12月15日（火）です（横浜市中区）']);
    const text = (await mailbox().mails()).find((mail) => mail.text.includes(receptionNumber))?.text ?? '';
    expect(text).toContain('転入届は、引越しの日から14日以内に、横浜市中区の窓口で出す必要があります。');
    expect(await remindersOf(applicationId)).toEqual([
      expect.objectContaining({ kind: 'move_deadline', state: 'sent' }),
      expect.objectContaining({ kind: 'visit_tomorrow', state: 'cancelled', cancel_reason: 'too_late' }),
    ]);
  });

  /** The new municipality reports 完了 for the application's 転入予定連絡, through the status callback's code. */
  async function reportCompleted(applicationId: string) {
    const moveIn = await recipientOf(applicationId, 'move_in');
    const [delivery] = (await rowsOf<{ id: string }>('select id from deliveries where application_id = $1 and recipient_position = $2', [applicationId, moveIn.position]));
    if (!delivery || !moveIn.jis_code) throw new Error('the 転入予定連絡 has a delivery');
    expect(await services().recipientProgress.report(recipientIdOf({ jis_code: moveIn.jis_code }), randomUUID(), { messageId: delivery.id, status: 'completed' })).toEqual({ kind: 'applied', status: 'completed' });
  }

  it('checks the reason again when a reminder is due, even before the planner has seen the change', async () => {
    const { applicationId, receptionNumber } = await filedWithVisit();
    await reportCompleted(applicationId);
    setTime(VISIT_DUE);
    expect(await sendDueReminders(database().db, { cipher: services().cipher, outbox: createMailRepository(database().db), now: clock.now() })).toEqual(expect.objectContaining({ sent: 0 }));
    await runMails();
    expect((await remindersOf(applicationId)).find((row) => row.kind === 'visit_tomorrow')).toEqual(expect.objectContaining({ state: 'cancelled', cancel_reason: 'completed' }));
    expect((await subjectsFor(receptionNumber)).filter((subject) => subject.includes('来庁'))).toEqual([]);
  });

  it('mails neither once the new municipality reports 完了', async () => {
    const { applicationId, receptionNumber } = await filedWithVisit();
    setTime('2026-12-01T01:00:00Z');
    await reportCompleted(applicationId);
    await run();
    expect(await remindersOf(applicationId)).toEqual([
      expect.objectContaining({ kind: 'move_deadline', state: 'cancelled', cancel_reason: 'completed' }),
      expect.objectContaining({ kind: 'visit_tomorrow', state: 'cancelled', cancel_reason: 'completed' }),
    ]);
    for (const at of [VISIT_DUE, DEADLINE_DUE]) {
      setTime(at);
      await remindTwiceOver();
    }
    expect((await subjectsFor(receptionNumber)).filter((subject) => !subject.includes('完了'))).toEqual([]);
  });

  it('replaces the visit’s reminder when the visit moves, and mails the new day’s only', async () => {
    const { userId, applicationId, receptionNumber } = await filedWithVisit();
    const { participation } = await recipientSeeds();
    const outcome = await changeVisit(database().db, { userId, applicationId, visitDate: '2026/12/04', visitTime: null, moveDate: '2026/12/01', today: calendarDayInJapan(clock.now()), at: clock.now(), participation });
    expect(outcome.kind).toBe('changed');
    await run();
    const visits = (await remindersOf(applicationId)).filter((row) => row.kind === 'visit_tomorrow');
    expect(visits).toEqual([
      { kind: 'visit_tomorrow', state: 'cancelled', cancel_reason: 'visit_moved', due_at: new Date(VISIT_DUE) },
      { kind: 'visit_tomorrow', state: 'scheduled', cancel_reason: null, due_at: new Date('2026-12-03T00:00:00Z') },
    ]);
    setTime(VISIT_DUE);
    await remindTwiceOver();
    expect(await subjectsFor(receptionNumber)).toEqual([]);
    setTime('2026-12-03T00:00:00Z');
    await remindTwiceOver();
    const mails = (await mailbox().mails()).filter((mail) => mail.text.includes(receptionNumber));
    expect(mails.map((mail) => mail.subject)).toEqual(['【うつる】明日は来庁予定日です（横浜市中区役所 戸籍課）']);
    expect(mails[0]?.text).toContain('2026年12月4日（金）');
  });

  it('leaves the limit to the visit’s reminder when the visit is still ahead on the limit’s day', async () => {
    const { userId, applicationId, receptionNumber } = await filedWithVisit();
    const { participation } = await recipientSeeds();
    const moved = await changeVisit(database().db, { userId, applicationId, visitDate: '2026/12/14', visitTime: null, moveDate: '2026/12/01', today: calendarDayInJapan(clock.now()), at: clock.now(), participation });
    expect(moved.kind).toBe('changed');
    await run();
    setTime(DEADLINE_DUE);
    await remindTwiceOver();
    setTime('2026-12-13T00:00:00Z');
    await remindTwiceOver();
    expect(await subjectsFor(receptionNumber)).toEqual(['【うつる】明日は来庁予定日です（横浜市中区役所 戸籍課）']);
    expect((await remindersOf(applicationId))[0]).toEqual(expect.objectContaining({ kind: 'move_deadline', state: 'cancelled', cancel_reason: 'visit_ahead' }));
  });

  /** Files the cancellation of the application's municipality procedures; answers how the 転入予定連絡's cancellation is reported. */
  async function cancelMunicipalityProcedures(userId: string, applicationId: string) {
    const revocation = await storeRevocation(services().applications, { userId, originalId: applicationId, pick: (recipient) => recipient.kind === 'municipality', reason: '引越しを取りやめたため', submittedAt: clock.now() });
    const moveIn = await recipientOf(applicationId, 'move_in');
    const [cancellation] = await rowsOf<{ id: string }>(
      'select d.id from deliveries d join application_recipients r on r.application_id = d.application_id and r.position = d.recipient_position where r.cancels_recipient_id = $1 and d.application_id = $2',
      [moveIn.id, revocation.id],
    );
    if (!cancellation || !moveIn.jis_code) throw new Error('the cancellation of the 転入予定連絡 has a delivery');
    const jisCode = moveIn.jis_code;
    return (status: 'completed' | 'returned') =>
      services().recipientProgress.report(recipientIdOf({ jis_code: jisCode }), randomUUID(), { messageId: cancellation.id, status, ...(status === 'returned' ? { reason: '転出届の処理が済んでいるため' } : {}) });
  }

  it('mails no visit once the cancellation is filed, and no limit once the municipality accepts it', async () => {
    const { userId, applicationId, receptionNumber } = await filedWithVisit();
    const report = await cancelMunicipalityProcedures(userId, applicationId);
    await run();
    expect(await remindersOf(applicationId)).toEqual([
      expect.objectContaining({ kind: 'move_deadline', state: 'scheduled' }),
      expect.objectContaining({ kind: 'visit_tomorrow', state: 'cancelled', cancel_reason: 'procedure_cancelled' }),
    ]);
    expect(await report('completed')).toEqual({ kind: 'applied', status: 'completed' });
    await run();
    expect((await remindersOf(applicationId))[0]).toEqual(expect.objectContaining({ kind: 'move_deadline', state: 'cancelled', cancel_reason: 'procedure_cancelled' }));
    for (const at of [VISIT_DUE, DEADLINE_DUE]) {
      setTime(at);
      await remindTwiceOver();
    }
    expect((await subjectsFor(receptionNumber)).filter((subject) => subject.includes('来庁') || subject.includes('期限'))).toEqual([]);
  });

  it('still mails the limit when the municipality refuses the cancellation (the 転入届 is still due)', async () => {
    const { userId, applicationId, receptionNumber } = await filedWithVisit();
    const report = await cancelMunicipalityProcedures(userId, applicationId);
    expect(await report('returned')).toEqual({ kind: 'applied', status: 'returned' });
    setTime(DEADLINE_DUE);
    await remindTwiceOver();
    expect((await subjectsFor(receptionNumber)).filter((subject) => subject.includes('期限'))).toEqual(['【うつる】転入届の期限は2026年12月15日（火）です（横浜市中区）']);
  });

  it('holds the limit while a cancellation awaits its answer, and mails it the next day once the municipality refuses', async () => {
    const { userId, applicationId, receptionNumber } = await filedWithVisit();
    const report = await cancelMunicipalityProcedures(userId, applicationId);
    setTime(DEADLINE_DUE);
    await remindTwiceOver();
    expect((await subjectsFor(receptionNumber)).filter((subject) => subject.includes('期限'))).toEqual([]);
    expect((await remindersOf(applicationId))[0]).toEqual(expect.objectContaining({ kind: 'move_deadline', state: 'scheduled', due_at: new Date('2026-12-13T00:00:00Z') }));
    expect(await report('returned')).toEqual({ kind: 'applied', status: 'returned' });
    setTime('2026-12-13T00:00:00Z');
    await remindTwiceOver();
    expect((await subjectsFor(receptionNumber)).filter((subject) => subject.includes('期限'))).toEqual(['【うつる】転入届の期限は2026年12月15日（火）です（横浜市中区）']);
  });

  it('checks the resident’s choice when a reminder is due: off then, not mailed; turned back on before, mailed', async () => {
    const declined = await filedWithVisit();
    const changedMind = await filedWithVisit();
    const preferences = createMailPreferenceRepository(database().db);
    await preferences.save(declined.userId, ['visit_tomorrow']);
    await preferences.save(changedMind.userId, ['visit_tomorrow']);
    await preferences.save(changedMind.userId, []);
    setTime(VISIT_DUE);
    await remindTwiceOver();
    expect(await subjectsFor(declined.receptionNumber)).toEqual([]);
    expect((await remindersOf(declined.applicationId)).find((row) => row.kind === 'visit_tomorrow')).toEqual(expect.objectContaining({ state: 'cancelled', cancel_reason: 'preference_off' }));
    expect(await subjectsFor(changedMind.receptionNumber)).toEqual(['【うつる】明日は来庁予定日です（横浜市中区役所 戸籍課）']);
  });

  it('reminds of a delivery given up three days on, once, unless it was re-queued', async () => {
    const givenUp = await filedWithVisit();
    const requeued = await filedWithVisit();
    const deliveries = createDeliveryRepository(database().db);
    const failedDeliveryOf: Record<string, string> = {};
    for (const claimed of await deliveries.claimDue(clock.now(), 100, 60_000)) {
      const electricity = [givenUp.applicationId, requeued.applicationId].includes(claimed.applicationId) && (await recipientOf(claimed.applicationId, 'hikari-denryoku')).position === claimed.recipientPosition;
      if (electricity) failedDeliveryOf[claimed.applicationId] = claimed.id;
      await deliveries.recordOutcome(claimed, electricity ? { kind: 'permanent', error: 'http_400' } : { kind: 'delivered', status: 200 }, null, clock.now());
    }
    await run();
    expect((await remindersOf(givenUp.applicationId)).filter((row) => row.kind === 'failed_reminder')).toEqual([
      { kind: 'failed_reminder', state: 'scheduled', cancel_reason: null, due_at: new Date('2026-12-03T00:00:00Z') },
    ]);
    expect(await requeueFailedDelivery(database().db, failedDeliveryOf[requeued.applicationId] ?? '', clock.now())).toEqual({ outcome: 'requeued' });
    await run();

    setTime('2026-12-03T00:00:00Z');
    await remindTwiceOver();
    const reminded = (await subjectsFor(givenUp.receptionNumber)).filter((subject) => subject.includes('まだ届いていません'));
    expect(reminded).toEqual(['【うつる】ひかり電力（ライフラインの手続き）は、まだ届いていません']);
    expect((await subjectsFor(requeued.receptionNumber)).filter((subject) => subject.includes('まだ届いていません'))).toEqual([]);
    expect((await remindersOf(requeued.applicationId)).find((row) => row.kind === 'failed_reminder')).toEqual(expect.objectContaining({ state: 'cancelled', cancel_reason: 'requeued' }));
  });
});
