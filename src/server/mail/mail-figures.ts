// What the operators' metrics say about the mails to residents (issue 27), read with one query
// over mail_messages at each scrape, like the outbox figures: how many mails are in each state
// (sent and failed only grow: they are the counters an alert watches) and how many attempts were
// made. Counts only: no address, no template's text.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { mailMessages, mailStates } from '../db/schema';

export type MailState = (typeof mailStates)[number];

export interface MailFigures {
  byState: Record<MailState, number>;
  attempts: number;
}

export async function readMailFigures(db: Db): Promise<MailFigures> {
  const rows = await db
    .select({ state: mailMessages.state, count: sql<number>`count(*)::int`, attempts: sql<string>`coalesce(sum(${mailMessages.attempts}), 0)::bigint` })
    .from(mailMessages)
    .groupBy(mailMessages.state);
  const byState = Object.fromEntries(mailStates.map((state) => [state, 0])) as Record<MailState, number>;
  let attempts = 0;
  for (const row of rows) {
    if (row.state in byState) byState[row.state as MailState] = Number(row.count);
    attempts += Number(row.attempts);
  }
  return { byState, attempts };
}
