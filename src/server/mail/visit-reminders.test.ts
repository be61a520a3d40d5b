// The reminder the day before a visit (issue 27): planned from 09:00 in Japan for tomorrow's
// reserved visits, once per reservation and date, not for a procedure sent back or a resident who
// turned it off, and sent over real SMTP with the office of the participation table.
import { beforeEach, describe, expect, it } from 'vitest';
import { createMailPreferenceRepository } from './mail-preferences';
import { createMailRepository } from './mail-repository';
import { useMailBench } from './testing/mail-bench';
import { planVisitReminders, tomorrowInJapan } from './visit-reminders';

describe('visit reminders', () => {
  const { database, clock, mailbox, services, fileApplication, runMails: send } = useMailBench();
  beforeEach(() => {
    mailbox().clear();
    // 08:30 in Japan on 2026-11-30.
    clock.advance(Date.parse('2026-11-29T23:30:00Z') - clock.now().getTime());
  });

  /** A filed application (its own mails sent and cleared) with a visit reserved tomorrow for its first municipality. */
  async function reservedTomorrow(): Promise<{ userId: string; applicationId: string; recipientId: string; receptionNumber: string }> {
    const { userId, applicationId, receptionNumber } = await fileApplication();
    const { rows } = await database().query(`select id, jis_code from application_recipients where application_id = $1 and jis_code is not null order by position limit 1`, [applicationId]);
    const recipientId = String(rows[0]?.id);
    await database().query(`insert into visit_reservations (application_id, user_id, recipient_id, jis_code, visit_date, slot_time) values ($1, $2, $3, $4, $5, '10:00')`, [
      applicationId,
      userId,
      recipientId,
      String(rows[0]?.jis_code),
      tomorrowInJapan(clock.now()),
    ]);
    await send();
    mailbox().clear();
    return { userId, applicationId, recipientId, receptionNumber };
  }
  const plan = () => planVisitReminders(database().db, { cipher: services().cipher, outbox: createMailRepository(database().db), now: clock.now() });

  it('mails tomorrow’s visit once, from 09:00 in Japan, with its office', async () => {
    const visit = await reservedTomorrow();
    expect(await plan()).toBe(0);
    clock.advance(60 * 60 * 1000);
    expect(await plan()).toBe(1);
    expect(await plan()).toBe(0);
    await send();
    const mails = (await mailbox().mails()).filter((mail) => mail.text.includes(visit.receptionNumber));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^【うつる】明日は来庁予定日です（.+）$/)]);
    expect(mails[0]?.text).toContain('10:00');
  });

  it('plans none for a procedure sent back, nor for a resident who turned it off', async () => {
    clock.advance(60 * 60 * 1000);
    const returned = await reservedTomorrow();
    await database().query(`update application_recipients set status = 'returned' where id = $1`, [returned.recipientId]);
    const declined = await reservedTomorrow();
    await createMailPreferenceRepository(database().db).save(declined.userId, ['visit_tomorrow']);
    const { rows } = await database().query(`select count(*)::int as n from mail_messages where template = 'visit_tomorrow' and application_id = any($1::uuid[])`, [[returned.applicationId, declined.applicationId]]);
    await plan();
    const after = await database().query(`select count(*)::int as n from mail_messages where template = 'visit_tomorrow' and application_id = any($1::uuid[])`, [[returned.applicationId, declined.applicationId]]);
    expect(after.rows[0]?.n).toBe(rows[0]?.n);
  });
});
