// Retention as promised (issue 28), on a move filed and settled through the real paths: nothing of
// it goes before RETENTION_SETTLED_DAYS have passed since its last recipient settled; then its
// document, its recipients' reasons, its visit, the development inbox's and mailbox's copies go,
// and the 受付番号, the digest and the statuses stay. マイページ still lists it with its statuses and
// the receipt says why there is none; another resident's unsettled move keeps everything.
import { describe, expect, it } from 'vitest';
import { useDeliveringServer } from '../deliveries/testing/delivery-services';
import { knownKeys, submittingResident } from '../submission/testing/submission-client';
import { purgedReceiptMessage } from '../api/handlers/receipt-handlers';
import { purgeRetainedPersonalData } from './personal-data-retention-job';
import { fileAndSettleMove } from './testing/filed-move';

const keys = knownKeys();
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

describe('the retention of a filed move', () => {
  const { server, services } = useDeliveringServer({ env: { ...keys.env, RETENTION_SETTLED_DAYS: '60' } });
  const query = (text: string, values: unknown[] = []) => server().database.query(text, values).then((result) => result.rows);

  /** What the application's rows hold, per table: the counts of what must go, the plain columns of what stays. */
  async function footprint(applicationId: string) {
    const [application] = await query('select reception_number, document_digest, document is not null as has_document, purged_at from applications where id = $1', [applicationId]);
    const recipients = await query('select position, status, status_reason is not null as has_reason from application_recipients where application_id = $1 order by position', [applicationId]);
    const count = async (text: string) => Number((await query(text, [applicationId]))[0]?.n);
    return {
      application,
      recipients,
      inbox: await count('select count(*)::int as n from dev_inbox_messages where webhook_id in (select id::text from deliveries where application_id = $1)'),
      mailbox: await count(`select count(*)::int as n from dev_mail_messages dm where exists (select 1 from mail_messages m where m.application_id = $1 and dm.message_id = '<' || m.id::text || '@utsuru.localhost>')`),
      visits: await count('select count(*)::int as n from visit_reservations where application_id = $1'),
      eventsWithData: await count(`select count(*)::int as n from move_events where application_id = $1 and data <> '{}'::jsonb`),
      events: await count('select count(*)::int as n from move_events where application_id = $1'),
      deliveries: await count('select count(*)::int as n from deliveries where application_id = $1'),
    };
  }

  it('purges the personal data RETENTION_SETTLED_DAYS after the last recipient settled, not a minute before, and keeps the minimal record', async () => {
    const settled = await fileAndSettleMove(server(), services(), keys, 1);
    const pending = await fileAndSettleMove(server(), services(), keys, 0, { settle: false });
    const before = await footprint(settled.applicationId);
    expect(before).toMatchObject({ application: { has_document: true, purged_at: null }, visits: 1 });
    expect(before.inbox).toBeGreaterThan(0);
    expect(before.mailbox).toBeGreaterThan(0);
    expect(before.eventsWithData).toBeGreaterThan(0);
    expect(before.recipients.at(-1)).toMatchObject({ status: 'returned', has_reason: true });
    const pendingBefore = await footprint(pending.applicationId);

    const [last] = await query('select max(updated_at) as at from application_recipients where application_id = $1', [settled.applicationId]);
    const settledAt = new Date(last?.at as Date).getTime();
    const retention = services().config.retention;
    expect(retention.settledDays).toBe(60);
    const purgeAt = (at: number) => purgeRetainedPersonalData({ db: server().database.db, now: new Date(at), retention });

    expect(await purgeAt(settledAt + 60 * DAY_MS - MINUTE_MS)).toEqual({ drafts: expect.any(Number), applications: 0 });
    expect(await footprint(settled.applicationId)).toEqual(before);

    server().clock.advance(settledAt + 60 * DAY_MS + MINUTE_MS - server().clock.now().getTime());
    expect((await purgeAt(server().clock.now().getTime())).applications).toBe(1);
    const after = await footprint(settled.applicationId);
    expect(after).toEqual({
      application: { reception_number: settled.receptionNumber, document_digest: before.application?.document_digest, has_document: false, purged_at: server().clock.now() },
      recipients: before.recipients.map((recipient) => ({ ...recipient, has_reason: false })),
      inbox: 0,
      mailbox: 0,
      visits: 0,
      eventsWithData: 0,
      events: before.events,
      deliveries: before.deliveries,
    });
    // The other resident's move has not settled: all of it stays. A second run finds nothing more.
    expect(await footprint(pending.applicationId)).toEqual(pendingBefore);
    expect((await purgeAt(server().clock.now().getTime())).applications).toBe(0);

    // マイページ (a new login: the old session has long expired) lists the minimal record only.
    const resident = await submittingResident(server(), keys, 1);
    const listed = await resident.applications();
    expect(listed.status).toBe(200);
    expect(listed.body.applications).toEqual([]);
    expect(listed.body.purged_applications).toEqual([
      {
        application_id: settled.applicationId,
        phase: 1,
        reception_number: settled.receptionNumber,
        submitted_at: expect.any(String),
        purged_at: server().clock.now().toISOString(),
        document_digest: before.application?.document_digest,
        recipients: before.recipients.map((recipient) => expect.objectContaining({ status: recipient.status })),
        additions: [],
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('reason');

    const receipt = await resident.browser.getApi(`applications/${settled.applicationId}/receipt`);
    expect(receipt).toEqual({ status: 404, body: { status: { code: 'NOT_FOUND', message: purgedReceiptMessage(60) } } });
  });
});
