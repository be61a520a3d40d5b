// Issue 26, point 5, the part that fits in `npm test` (and `npm run test:db`, on PostgreSQL): the
// canary resident files, adds and cancels on the real app over HTTP (behind the recording proxy,
// so the app's own calls to its OpenID provider are seen), the test running the deliveries to a
// stand-in for every recipient. Then: no message a recipient received carries a canary value that
// recipient may not see, and each value reached a recipient that may; no row of any table holds a
// canary value in plain (an encrypted column read as text included); none of them holds a cookie,
// CSRF token, ID token or authorization code of the run; no response, provoked errors included,
// carries a stack trace. The debug log, pg_dump and the PGlite folder: leak-canary.soak.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRecipientId } from '../applications/recipient-id';
import { createDeliveryServices } from '../deliveries/testing/delivery-services';
import { runDeliveries } from '../jobs/delivery-job';
import type { Services } from '../services';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { useTestServer } from '../testing/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { canaryValues, recipients, writeCanaryResidentsFile } from './testing/canary';
import { canaryJourney } from './testing/canary-journey';
import { startFrontProxy } from './testing/front-proxy';
import { capturedSecrets, leaksIn, leaksInFiles, storedRows, withStackTraces } from './testing/leak-checks';
import { expandBase64, foundForms } from './testing/value-forms';

const keys = knownKeys();
const folder = await mkdtemp(path.join(tmpdir(), 'utsuru-leak-'));
const residentsFile = await writeCanaryResidentsFile(folder);
// PUBLIC_URL is the proxy's: the browser, the dev IdP's pages and the app's calls to them pass it.
const proxy = await startFrontProxy();

describe('what may never leak (the canary resident, in process)', () => {
  const server = useTestServer({ env: { ...keys.env, DEV_IDP_RESIDENTS_FILE: residentsFile, PUBLIC_URL: proxy.origin } });
  let services: Services;
  let cleanUp: () => Promise<void>;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    fixClock(server());
    proxy.setApp(server().baseUrl);
    receiver = await startWebhookReceiver((recipient) => (isRecipientId(recipient) ? services.recipientSecrets.active(recipient) : Promise.resolve([])), { clock: server().clock });
    ({ services, cleanUp } = await createDeliveryServices(server().database, server().clock, { ...keys.env, PUBLIC_URL: receiver.origin }));
  });
  afterAll(async () => {
    await receiver.close();
    await cleanUp();
    await proxy.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('shows each recipient its own part only, stores nothing in plain and answers no stack trace', async () => {
    const receptionNumbers = await canaryJourney(proxy.origin, server().clock.now(), async () => {
      await runDeliveries({ db: server().database.db, now: server().clock.now(), data: null, services });
    });
    const secrets = capturedSecrets(proxy.exchanges);
    for (const kind of ['cookie utsuru_sid', 'CSRF token', 'authorization code', 'ID token']) expect(secrets.some((secret) => secret.what.startsWith(kind)), kind).toBe(true);

    const reached = new Set<string>();
    for (const recipient of Object.values(recipients)) {
      const arrivals = receiver.arrivals.filter((arrival) => arrival.recipient === recipient);
      expect(arrivals.length, recipient).toBeGreaterThan(0);
      const texts = arrivals.flatMap((arrival) => expandBase64(`${JSON.stringify(arrival.headers)}\n${arrival.body}`, 3));
      expect(leaksIn(texts, canaryValues.filter((value) => !value.seenBy.includes(recipient))), `in the messages to ${recipient}`).toEqual([]);
      expect(leaksIn(texts, secrets), `secrets in the messages to ${recipient}`).toEqual([]);
      for (const value of canaryValues) if (foundForms(texts, value.value).length > 0) reached.add(value.what);
    }
    expect(canaryValues.filter((value) => value.seenBy.length > 0 && !reached.has(value.what)).map((value) => value.what)).toEqual([]);

    const stored = await storedRows(server().database);
    for (const number of receptionNumbers) expect(stored.some((table) => table.bytes.includes(Buffer.from(number))), number).toBe(true);
    expect(leaksInFiles(stored, canaryValues), 'in the database').toEqual([]);
    expect(leaksInFiles(stored, secrets), 'secrets in the database').toEqual([]);

    expect(proxy.exchanges.filter((exchange) => exchange.status >= 400).length).toBeGreaterThanOrEqual(15);
    expect(withStackTraces(proxy.exchanges)).toEqual([]);
  }, 60_000);
});
