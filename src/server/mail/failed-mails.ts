// What an operator does with the mails the job gave up on (issue 27): list them without personal
// data (the mail's id, its template, the application's id, attempts, the last error code, the
// age), and send one again once the relay takes mail again (failed → pending, due now, with a
// fresh attempt count and window).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { mailMessages } from '../db/schema';
import { isUuid } from '../repositories/ids';

export interface FailedMail {
  id: string;
  template: string;
  applicationId: string;
  attempts: number;
  lastError: string | null;
  ageSeconds: number;
}

export async function listFailedMails(db: Db, now: Date): Promise<FailedMail[]> {
  const rows = await db
    .select({ id: mailMessages.id, template: mailMessages.template, applicationId: mailMessages.applicationId, attempts: mailMessages.attempts, lastError: mailMessages.lastError, createdAt: mailMessages.createdAt })
    .from(mailMessages)
    .where(eq(mailMessages.state, 'failed'))
    .orderBy(asc(mailMessages.createdAt), asc(mailMessages.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, ageSeconds: Math.max(0, Math.round((now.getTime() - createdAt.getTime()) / 1000)) }));
}

export type MailRequeueResult = { outcome: 'requeued' } | { outcome: 'not_found' } | { outcome: 'not_failed'; state: string };

export async function requeueFailedMail(db: Db, id: string, now: Date): Promise<MailRequeueResult> {
  if (!isUuid(id)) return { outcome: 'not_found' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ state: mailMessages.state }).from(mailMessages).where(eq(mailMessages.id, id)).for('update');
    if (!row) return { outcome: 'not_found' };
    if (row.state !== 'failed') return { outcome: 'not_failed', state: row.state };
    await tx
      .update(mailMessages)
      .set({ state: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now, updatedAt: now, leaseUntil: null })
      .where(and(eq(mailMessages.id, id), eq(mailMessages.state, 'failed')));
    return { outcome: 'requeued' };
  });
}

export function formatFailedMails(failed: readonly FailedMail[]): string {
  if (failed.length === 0) return 'no failed mails\n';
  const age = (seconds: number) => (seconds < 3600 ? `${Math.floor(seconds / 60)}m` : seconds < 86_400 ? `${Math.floor(seconds / 3600)}h` : `${Math.floor(seconds / 86_400)}d`);
  const header = ['id', 'template', 'application', 'attempts', 'last_error', 'age'].join('\t');
  const lines = failed.map((mail) => [mail.id, mail.template, mail.applicationId, String(mail.attempts), mail.lastError ?? '-', age(mail.ageSeconds)].join('\t'));
  return `${[header, ...lines].join('\n')}\n`;
}
