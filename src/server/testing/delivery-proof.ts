// What the delivery fault tests check at the end, read from the database and the receiver: every
// outbox row of the seeded applications is delivered, each message reached its own recipient,
// and none arrived twice in effect (a repeat is allowed only as the same webhook-id).
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/database-handle';
import type { WebhookReceiver } from './webhook-receiver';

export interface OutboxRow {
  id: string;
  application_id: string;
  recipient_position: number;
  state: string;
  attempts: number;
  delivered_at: Date | null;
  reception_number: string;
  /** The recipient id the row is for: municipality.<jis> or business.<id>. */
  recipient: string;
  recipient_status: string;
}

/** The outbox rows of these applications, with what each should carry. */
export async function outboxOf(database: DatabaseHandle, applicationIds: readonly string[]): Promise<OutboxRow[]> {
  const { rows } = await database.query(
    `select d.id, d.application_id, d.recipient_position, d.state, d.attempts, d.delivered_at, a.reception_number,
            coalesce('municipality.' || r.jis_code, 'business.' || r.business_id) as recipient, r.status as recipient_status
       from deliveries d
       join applications a on a.id = d.application_id
       join application_recipients r on r.application_id = d.application_id and r.position = d.recipient_position
      where d.application_id = any($1::uuid[])
      order by d.application_id, d.recipient_position`,
    [applicationIds],
  );
  return rows as unknown as OutboxRow[];
}

/** How many of these applications' deliveries are in each state. */
export async function statesOf(database: DatabaseHandle, applicationIds: readonly string[]): Promise<Record<string, number>> {
  const { rows } = await database.query('select state, count(*)::int as n from deliveries where application_id = any($1::uuid[]) group by state', [applicationIds]);
  return Object.fromEntries(rows.map((row) => [row.state as string, row.n as number]));
}

export interface DeliverySummary {
  deliveries: number;
  /** Arrivals beyond the first of each webhook-id: retries after an answer was lost. */
  repeats: number;
  attempts: number;
}

/**
 * Every row delivered, every message arrived at its recipient with its own id and content, and
 * each (application, recipient) pair arrived under exactly one id: nothing lost, nothing twice in effect.
 */
export async function expectDeliveredOnceInEffect(
  database: DatabaseHandle,
  receiver: WebhookReceiver,
  applicationIds: readonly string[],
  /** The same for every application, or each application's own (by id). */
  recipientsPerApplication: number | ReadonlyMap<string, number>,
): Promise<DeliverySummary> {
  const rows = await outboxOf(database, applicationIds);
  const recipientsOf = (id: string) => (typeof recipientsPerApplication === 'number' ? recipientsPerApplication : (recipientsPerApplication.get(id) ?? 0));
  expect(rows).toHaveLength(applicationIds.reduce((sum, id) => sum + recipientsOf(id), 0));
  expect(rows.filter((row) => row.state !== 'delivered' || !row.delivered_at)).toEqual([]);
  // マイページ reads the recipient's row: it must say 送信済み too.
  expect(rows.filter((row) => row.recipient_status !== 'delivered')).toEqual([]);

  expect(receiver.rejected).toEqual([]);
  const ids = new Set(rows.map((row) => row.id));
  expect([...receiver.messages.keys()].filter((id) => !ids.has(id)), 'messages with an id the outbox does not have').toEqual([]);

  const wrong: string[] = [];
  for (const row of rows) {
    const message = receiver.messages.get(row.id);
    if (!message) wrong.push(`${row.id} (${row.recipient}) never arrived`);
    else if (message.recipient !== row.recipient) wrong.push(`${row.id} went to ${message.recipient}, not ${row.recipient}`);
    else if (message.body.data.message_id !== row.id || message.body.data.recipient !== row.recipient || message.body.data.reception_number !== row.reception_number)
      wrong.push(`${row.id}: the envelope names another message`);
    else if (message.changed) wrong.push(`${row.id}: a repeat carried other content`);
  }
  expect(wrong).toEqual([]);

  // In effect once: one id per (reception number, recipient), however often that id arrived.
  const idsPerPair = new Map<string, Set<string>>();
  for (const message of receiver.messages.values()) {
    const pair = `${String(message.body.data.reception_number)} → ${message.recipient}`;
    idsPerPair.set(pair, (idsPerPair.get(pair) ?? new Set()).add(message.id));
  }
  expect([...idsPerPair].filter(([, pairIds]) => pairIds.size > 1).map(([pair]) => pair)).toEqual([]);
  expect(idsPerPair.size).toBe(rows.length);

  return {
    deliveries: rows.length,
    repeats: [...receiver.messages.values()].reduce((sum, message) => sum + message.arrivals - 1, 0),
    attempts: rows.reduce((sum, row) => sum + row.attempts, 0),
  };
}

/** Polls `check` until it is true, failing with `what` (and `details`) after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, details: () => Promise<string> | string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}\n${await details()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
