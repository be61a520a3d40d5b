// The mail job's failures (issue 27) against a real SMTP receiver that refuses: a 4xx reply is
// retried with backoff (full jitter under base·2ⁿ⁻¹) until MAIL_MAX_ATTEMPTS, then the mail is
// recorded failed with the reply's code and no personal data, listed for the operator and
// counted by the metrics; a requeued mail is sent; a 5xx reply fails the mail at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { formatFailedMails, listFailedMails, requeueFailedMail } from './failed-mails';
import { readMailFigures } from './mail-figures';
import { useMailBench } from './testing/mail-bench';

const base = 100;

describe('mail retries and failures', () => {
  const { database, clock, mailbox, fileApplication, runMails: run } = useMailBench({
    MAIL_RETRY_BASE_MS: String(base),
    MAIL_RETRY_CAP_MS: '10000',
    MAIL_MAX_ATTEMPTS: '3',
  });
  beforeEach(() => {
    mailbox().clear();
    mailbox().refuseNext(0);
  });

  const submit = async (): Promise<string> => (await fileApplication()).applicationId;
  const rowsOf = async (applicationId: string) =>
    (
      await database().query('select id, template, state, attempts, last_error, next_attempt_at, sent_at from mail_messages where application_id = $1 order by template', [
        applicationId,
      ])
    ).rows as { id: string; template: string; state: string; attempts: number; last_error: string | null; next_attempt_at: Date; sent_at: Date | null }[];

  it('retries a refused mail with backoff, gives up after MAIL_MAX_ATTEMPTS, and the operator sees and requeues it', async () => {
    const applicationId = await submit();
    mailbox().refuseNext(1000);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = clock.now().getTime();
      await run();
      const rows = await rowsOf(applicationId);
      expect(rows.map((row) => [row.template, row.attempts, row.last_error])).toEqual([
        ['filed', attempt, 'smtp_451'],
        ['fraud_alert', attempt, 'smtp_451'],
      ]);
      if (attempt < 3) {
        for (const row of rows) {
          expect(row.state).toBe('pending');
          const wait = row.next_attempt_at.getTime() - before;
          expect(wait).toBeGreaterThan(0);
          expect(wait).toBeLessThanOrEqual(base * 2 ** (attempt - 1));
        }
        // Not yet due: a run before the wait is over sends nothing.
        const refusedSoFar = mailbox().refused();
        await run();
        expect(mailbox().refused()).toBe(refusedSoFar);
        clock.advance(base * 2 ** (attempt - 1));
      } else {
        expect(rows.map((row) => row.state)).toEqual(['failed', 'failed']);
      }
    }
    expect(mailbox().refused()).toBe(6);
    expect(await mailbox().mails()).toEqual([]);

    const failed = (await listFailedMails(database().db, clock.now())).filter((mail) => mail.applicationId === applicationId);
    expect(failed.map((mail) => [mail.template, mail.attempts, mail.lastError]).sort()).toEqual([
      ['filed', 3, 'smtp_451'],
      ['fraud_alert', 3, 'smtp_451'],
    ]);
    const table = formatFailedMails(failed);
    expect(table.split('\n')[0]).toBe('id\ttemplate\tapplication\tattempts\tlast_error\tage');
    expect(table).not.toContain('taro@example.jp');
    expect(table).not.toContain('山田');
    expect((await readMailFigures(database().db)).byState.failed).toBeGreaterThanOrEqual(2);

    mailbox().refuseNext(0);
    const [filed] = failed.filter((mail) => mail.template === 'filed');
    expect(await requeueFailedMail(database().db, filed?.id ?? '', clock.now())).toEqual({ outcome: 'requeued' });
    expect(await requeueFailedMail(database().db, filed?.id ?? '', clock.now())).toEqual({ outcome: 'not_failed', state: 'pending' });
    await run();
    expect((await mailbox().mails()).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^【うつる】申請を受け付けました/)]);
    expect((await rowsOf(applicationId)).map((row) => row.state)).toEqual(['sent', 'failed']);
  });

  it('fails a mail the relay refuses for good (5xx) at the first attempt', async () => {
    const applicationId = await submit();
    mailbox().refuseNext(2, { code: 550, message: 'Mailbox unavailable' });
    await run();
    expect((await rowsOf(applicationId)).map((row) => [row.state, row.attempts, row.last_error])).toEqual([
      ['failed', 1, 'smtp_550'],
      ['failed', 1, 'smtp_550'],
    ]);
  });
});
