// A reload keeps every filed application's recipients as they were when it was filed (issue 30,
// decision 032): a resident files over real HTTP, the operator then reloads a catalogue where
// every municipality and business is renamed and delivers somewhere else, and the queued
// deliveries still arrive at the endpoints of the filing, while マイページ shows the names of the
// filing. An application filed after the reload keeps the new endpoints. A reload with a mistake
// changes nothing.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientIdOf, type RecipientId } from '../applications/recipient-id';
import { readConfig } from '../config';
import { createDeliveryServices } from '../deliveries/testing/delivery-services';
import { createRecipientDirectory } from '../deliveries/recipient-directory';
import { currentCatalogue, recipientSeeds, startCatalogue } from '../domain/domain-data';
import { runDeliveries } from '../jobs/delivery-job';
import type { Services } from '../services';
import { fixClock, knownKeys, signedRequest, submittingResident, type SubmittingResident } from '../submission/testing/submission-client';
import { FakeClock } from '../testing/fake-clock';
import { useTestServer } from '../testing/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { reloadCatalogueOnHangup, type CatalogueReloads } from './catalogue-reload';
import { copyOfSeeds, type CatalogueCopy } from './testing-catalogue';

const keys = knownKeys();
const moved = (id: string) => `https://moved.example.invalid/${id}`;

/** Every entry renamed and delivered to `moved`: what a filed application must not follow. */
async function renameAndMove(dir: string, file: string, idKey: string): Promise<void> {
  const entries = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, string>[];
  const changed = entries.map((entry) => ({ ...entry, name: `${entry.name}（新）`, delivery_endpoint: moved(String(entry[idKey])) }));
  await writeFile(path.join(dir, file), JSON.stringify(changed, null, 2));
}

describe('a catalogue reload after a filing', () => {
  const server = useTestServer({ env: keys.env });
  const clock = new FakeClock();
  const errors: object[] = [];
  let services: Services;
  let receiver: WebhookReceiver;
  let copy: CatalogueCopy;
  let reloads: CatalogueReloads;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    fixClock(server());
    clock.advance(server().clock.now().getTime() - clock.now().getTime());
    receiver = await startWebhookReceiver((recipient) => services.recipientSecrets.active(recipient as RecipientId), { clock });
    ({ services, cleanUp } = await createDeliveryServices(server().database, clock, { ...keys.env, PUBLIC_URL: receiver.origin }));
    copy = await copyOfSeeds();
    const config = readConfig({ NODE_ENV: 'test', CATALOGUE_DIR: copy.dir });
    reloads = await reloadCatalogueOnHangup({ config, db: server().database.db, logger: { info: () => undefined, error: (facts) => errors.push(facts) } });
  });
  afterAll(async () => {
    reloads.stop();
    // The served catalogue is the process's: the next test file in this worker reads the seeds again.
    await startCatalogue(undefined);
    await receiver.close();
    await cleanUp();
    await copy.remove();
  });

  async function file(resident: SubmittingResident): Promise<string> {
    await resident.writeCompleteDraft();
    const { id } = await signedRequest(resident);
    expect((await resident.inquiry(id)).body.state).toBe('signed');
    const submitted = await resident.submit(id);
    expect(submitted.status).toBe(200);
    const { rows } = await server().database.query('select id from applications where reception_number = $1', [submitted.body.reception_number]);
    return String(rows[0]?.id);
  }
  const endpointsOf = async (applicationId: string) =>
    (await server().database.query('select endpoint from application_recipients where application_id = $1 order by position', [applicationId])).rows.map((row) => row.endpoint);

  it('delivers a filed application where its filing said, and マイページ keeps its names', { timeout: 120_000 }, async () => {
    const resident = await submittingResident(server(), keys, 1);
    const filed = await file(resident);
    expect(await endpointsOf(filed)).toEqual(['dev-inbox', 'dev-inbox', 'dev-inbox', 'dev-inbox']);
    const namesBefore = (await resident.applications()).body.applications[0]?.recipients.map((recipient) => recipient.name);

    const before = await currentCatalogue();
    await renameAndMove(copy.dir, 'participating-municipalities.json', 'jis_code');
    await renameAndMove(copy.dir, 'lifeline-businesses.json', 'business_id');
    expect(await reloads.reload()).toBe(true);
    const after = await currentCatalogue();
    expect(after.hash).not.toBe(before.hash);
    // The catalogue now sends every recipient elsewhere…
    const directory = createRecipientDirectory(services.config, await recipientSeeds());
    expect(directory.endpointOf('municipality.131016')?.url).toBe(moved('131016'));

    // …but the deliveries queued by the filing go where the filing said: the development inbox (the receiver).
    for (let run = 0; run < 5; run += 1) await runDeliveries({ db: server().database.db, now: clock.now(), data: null, services });
    const { rows } = await server().database.query(
      'select d.state, r.jis_code, r.business_id from deliveries d join application_recipients r on r.application_id = d.application_id and r.position = d.recipient_position where d.application_id = $1',
      [filed],
    );
    expect(rows.map((row) => row.state)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    const delivered = rows.map((row) => recipientIdOf(row.jis_code ? { jis_code: String(row.jis_code) } : { business_id: String(row.business_id) }));
    expect(new Set(receiver.arrivals.map((arrival) => arrival.recipient))).toEqual(new Set(delivered));

    // マイページ names the recipients as the filing did, not as the new catalogue does.
    const namesAfter = (await resident.applications()).body.applications[0]?.recipients.map((recipient) => recipient.name);
    expect(namesAfter).toEqual(namesBefore);
    expect(namesAfter?.some((name) => name.includes('（新）'))).toBe(false);

    // A filing after the reload keeps the new endpoints.
    const later = await file(await submittingResident(server(), keys, 0));
    expect((await endpointsOf(later)).every((endpoint) => String(endpoint).startsWith('https://moved.example.invalid/'))).toBe(true);
  });

  it('refuses a reload with a mistake, logs it, and keeps serving the previous catalogue', async () => {
    const serving = await currentCatalogue();
    await copy.edit('campaigns.json', '"valid_until": "2027-03-31"', '"valid_until": "2027-02-30"');
    expect(await reloads.reload()).toBe(false);
    expect(errors).toEqual([{ mistakes: [`campaigns.json:${await copy.lineOf('campaigns.json', '2027-02-30')}: /0/valid_until: must match format "date"`] }]);
    expect(await currentCatalogue()).toBe(serving);
  });
});
