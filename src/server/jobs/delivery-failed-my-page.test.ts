// A recipient that stays down past the window (issue 12 §8): the resident submits over real HTTP
// (signed at the development IdP), the delivery job gives up on every recipient, and GET
// applications, as マイページ reads it, says 送信できませんでした (failed) for each, with where to
// file instead: the municipality's counter or the business's phone.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryServices } from '../deliveries/testing/delivery-services';
import type { Services } from '../services';
import { fixClock, knownKeys, signedRequest, submittingResident } from '../submission/testing/submission-client';
import { FakeClock } from '../testing/fake-clock';
import { useTestServer } from '../testing/test-server';
import { runDeliveries } from './delivery-job';

const keys = knownKeys();

/** A loopback port nothing listens on (taken, then given back): connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a delivery that fails past the window, on マイページ', () => {
  const server = useTestServer({ env: keys.env });
  const clock = new FakeClock();
  let services: Services;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    fixClock(server());
    clock.advance(server().clock.now().getTime() - clock.now().getTime());
    // The job's process shares the database and the document key; its recipients' endpoint
    // (PUBLIC_URL's development inbox on a closed port) refuses every connection.
    ({ services, cleanUp } = await createDeliveryServices(server().database, clock, { ...keys.env, PUBLIC_URL: `http://127.0.0.1:${await closedPort()}` }));
  });
  afterAll(() => cleanUp());

  it('shows failed with the contact for each recipient', async () => {
    const resident = await submittingResident(server(), keys, 1);
    await resident.writeCompleteDraft();
    const { id } = await signedRequest(resident);
    // The promptauth page asks until the signature is verified, then submits.
    expect((await resident.inquiry(id)).body.state).toBe('signed');
    const submitted = await resident.submit(id);
    expect(submitted.body).toMatchObject({ reception_number: expect.any(String) });

    const before = await resident.applications();
    expect(before.body.applications[0]?.recipients.map((recipient) => recipient.status)).toEqual(['pending', 'pending', 'pending', 'pending']);

    for (let run = 0; run < 30; run += 1) {
      await runDeliveries({ db: server().database.db, now: clock.now(), data: null, services });
      clock.advance(5000);
    }
    const { rows } = await server().database.query('select state, attempts, last_error from deliveries');
    expect(rows).toEqual(Array(4).fill({ state: 'failed', attempts: expect.any(Number), last_error: 'network_ECONNREFUSED' }));
    expect(rows.every((row) => Number(row.attempts) > 3)).toBe(true);

    const after = await resident.applications();
    expect(after.status).toBe(200);
    const recipients = after.body.applications[0]?.recipients ?? [];
    expect(recipients).toHaveLength(4);
    for (const recipient of recipients) {
      expect(recipient.status).toBe('failed');
      expect(recipient.contact?.phone).toMatch(/^0\d{1,4}-\d{1,4}-\d{3,4}$/);
      expect(Date.parse(recipient.status_at)).toBeGreaterThan(Date.parse(submitted.body.submitted_at));
    }
    const municipality = recipients.find((recipient) => recipient.kind === 'municipality');
    expect(municipality?.contact).toMatchObject({ name: expect.stringContaining('区'), hours: expect.any(String), address: expect.any(String) });
    expect(recipients.find((recipient) => recipient.kind === 'business')?.contact).toEqual({ name: expect.any(String), phone: expect.any(String) });
  });
});
