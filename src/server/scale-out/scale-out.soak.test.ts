// Issue 26 §1, scale-out behind a real load balancer. Three app processes (src/server/main.ts:
// the HTTP app and the background jobs) share one PostgreSQL database of this suite's own, behind
// Debian's HAProxy, round-robin, on loopback. HAProxy's log names the instance that answered each
// request, which proves the split. The suite shows:
// - 50 concurrent identical submits make 1 application;
// - 50 submits with new keys but one signature make 1;
// - a resident's login, draft, signing and マイページ work whichever instance answers (the dev
//   IdP's state is in the database, decision 026);
// - a card's wrong PINs count alike at every instance;
// - every outbox message is delivered once in effect, by whichever instance's job claims it.
// `npm run soak` only (`*.soak.test.ts`); it writes its figures into docs/reliability.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { isRecipientId } from '../applications/recipient-id';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/database-handle';
import { openPostgresDatabase } from '../db/postgres-handle';
import { connectAdmin, quoteIdent, withDatabase } from '../db/test-template';
import { everyRecipient } from '../dev-inbox/faults';
import { loginMessages } from '../dev-idp/login-page';
import { loadTestResidents } from '../dev-idp/residents';
import { createServices, type Services } from '../services';
import { fillNormalDraftOverHttp } from '../submission/testing/draft-over-http';
import { enterSigningPin, openSigningPage } from '../submission/testing/submission-client';
import { startAppProcess, type AppProcess } from '../testing/app-process';
import { expectDeliveredOnceInEffect, statesOf, waitUntil, type DeliverySummary } from '../testing/delivery-proof';
import { formAction } from '../testing/dev-idp-login';
import { answersPerServer, ensureHaproxy, freeLoopbackPort, RECIPIENT_BACKEND, startLoadBalancer, type BalancedRequest, type LoadBalancer } from '../testing/haproxy';
import { recordFigures } from '../testing/reliability-record';
import { seedSubmissions } from '../testing/seed-submissions';
import { signInResident, type SignedInResident } from '../testing/signed-in-resident';
import { TestBrowser } from '../testing/test-browser';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

type Schemas = components['schemas'];

const INSTANCES = 3;
const CONCURRENT_SUBMITS = 50;
/** The submit route's limit per resident and minute (api/operation-table.ts), counted in the shared database. */
const SUBMITS_PER_MINUTE = 10;
/** Applications put straight into the outbox, for the instances' jobs to share. */
const SEEDED_APPLICATIONS = 150;
/** How long the stand-in recipient takes to answer each message. */
const RECEIVER_DELAY_MS = 200;
/** The draft's recipients: two municipalities and two businesses. */
const RECIPIENTS_PER_APPLICATION = 4;
const API = '/utsuru-api/v1';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Which instances answered, as `app1 4 · app2 3 · app3 3`. */
const perServer = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([server, count]) => `${server} ${count}`)
    .join(' · ');

describe('scale-out: three app processes on one PostgreSQL behind HAProxy, round-robin', () => {
  const databaseName = `utsuru_scale_out_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withDatabase(serverUrl, databaseName);
  let database: DatabaseHandle;
  let dataDir: string;
  let services: Services;
  let receiver: WebhookReceiver;
  let balancer: LoadBalancer;
  const apps: AppProcess[] = [];
  /** Deliveries each instance's job reported, from its log (LOG_LEVEL=info). */
  const deliveredBy = Array.from({ length: INSTANCES }, () => 0);
  const figures: string[] = [];
  /** The applications put straight into the outbox before the instances start. */
  let seeded: string[] = [];

  /** The submitting resident of the journey, and the signature both submit races use. */
  let journey: SignedResident;

  beforeAll(async () => {
    const haproxyVersion = /HA-?Proxy version (\S+)/.exec(execFileSync(ensureHaproxy(), ['-v'], { encoding: 'utf8' }))?.[1];
    const admin = await connectAdmin(serverUrl);
    try {
      await admin.query(`create database ${quoteIdent(databaseName)}`);
      const { rows } = await admin.query<{ server_version: string }>('show server_version');
      figures.push(`Setup: ${INSTANCES} app processes (\`src/server/main.ts\` with JOBS=on) behind HAProxy ${haproxyVersion} (Debian, \`balance roundrobin\`), PostgreSQL ${rows[0]?.server_version}.`);
    } finally {
      await admin.end();
    }
    database = await openPostgresDatabase(databaseUrl, {
      migrate: true,
      async afterClose() {
        const dropper = await connectAdmin(serverUrl);
        await dropper.query(`drop database if exists ${quoteIdent(databaseName)} with (force)`).finally(() => dropper.end());
      },
    });

    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-scale-out-'));
    const key = () => randomBytes(32).toString('base64');
    const [port, ...appPorts] = [await freeLoopbackPort(), ...(await Promise.all(Array.from({ length: INSTANCES }, freeLoopbackPort)))];
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      // One data folder: the dev IdP's signing and cookie keys and its CA are the same everywhere.
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The list form, as production must use: the balancer's address.
      TRUSTED_PROXIES: '127.0.0.1',
      // info: each delivery run logs its counts, which say who delivered what.
      LOG_LEVEL: 'info',
      JOBS: 'on',
      DOCUMENT_ENCRYPTION_KEY: key(),
      IDENTITY_HASH_KEY: key(),
      CSRF_TOKEN_KEY: key(),
      DELIVERY_RETRY_BASE_MS: '200',
      DELIVERY_RETRY_CAP_MS: '1000',
      DELIVERY_TIMEOUT_MS: '3000',
    };
    // Also writes the dev IdP's keys and CA into DATA_DIR once, before the processes share it.
    services = await createServices(readConfig(env), database);
    receiver = await startWebhookReceiver((recipient) => (isRecipientId(recipient) ? services.recipientSecrets.active(recipient) : Promise.resolve([])));
    // Messages waiting in the outbox when the instances start: each one's job looks at once, so
    // they claim them side by side (while the tests below run). Slow answers keep any one
    // instance from sending them all before the others are up.
    seeded = (await seedSubmissions(services, SEEDED_APPLICATIONS)).map((application) => application.id);
    receiver.faults.set(everyRecipient, { delayMs: RECEIVER_DELAY_MS });

    const countDeliveries = (index: number) => (line: string) => {
      if (!line.includes('"job":"deliveries"') || !line.includes('"job finished"')) return;
      deliveredBy[index] = (deliveredBy[index] ?? 0) + Number((JSON.parse(line) as { delivered?: number }).delivered ?? 0);
    };
    balancer = await startLoadBalancer({ port, apps: appPorts.map((appPort) => `http://127.0.0.1:${appPort}`), receiver: receiver.origin });
    const started = Date.now();
    apps.push(...(await Promise.all(appPorts.map((appPort, index) => startAppProcess(env, { port: appPort, readyTimeoutMs: 240_000, onLine: countDeliveries(index) })))));
    figures.push(`The instances were up in ${((Date.now() - started) / 1000).toFixed(1)} s.`, '');
  }, 600_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(apps.map((app) => app.stop()));
    await receiver?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const mark = () => balancer.requests().length;
  /** The app requests HAProxy logged since `from`, once `until` is among them (it logs a request as it ends). */
  async function loggedSince(from: number, until: (request: BalancedRequest) => boolean, count = 1): Promise<BalancedRequest[]> {
    const since = () => balancer.requests().slice(from);
    await waitUntil('HAProxy logged the requests', () => since().filter(until).length >= count, 10_000, () => balancer.output());
    return since().filter((request) => request.backend !== RECIPIENT_BACKEND);
  }
  const servers = (requests: readonly BalancedRequest[]) => new Set(requests.map((request) => request.server));
  const processesAlive = () => {
    const dead = apps.find((app) => app.diedOnItsOwn());
    if (dead) throw new Error(`app process ${dead.pid} died:\n${dead.output()}`);
  };

  interface SignedResident {
    resident: SignedInResident;
    signatureRequestId: string;
    /** The requests of each step, as HAProxy logged them. */
    steps: Record<'login' | 'draft' | 'signing', BalancedRequest[]>;
  }

  /** Logs in through the balancer, fills the draft over the API and signs it at the dev IdP's page. */
  async function signedDraft(residentIndex: number): Promise<SignedResident> {
    let from = mark();
    const resident = await signInResident(balancer.origin, { residentIndex });
    const login = await loggedSince(from, (request) => request.path === `${API}/csrf_token`);

    from = mark();
    await fillNormalDraftOverHttp(resident, new Date());
    const draft = await loggedSince(from, (request) => request.path === `${API}/user_session_form_update`, 7);

    from = mark();
    const post = <T>(operation: string, body: object) => resident.browser.postApi<T>(operation, body, resident.csrf);
    const confirmed = await post<Schemas['InputConfirmResponse']>('input_confirm', { phase: 1 });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const started = await post<Schemas['SigningStartResponse']>('application_start', { document_digest: confirmed.body.document_digest });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(new URL(started.body.signing_url).origin).toBe(balancer.origin);
    const { browser, page } = await openSigningPage(started.body.signing_url);
    expect((await enterSigningPin(browser, page, 'ABCD1234')).body).toContain('<h1>署名しました</h1>');
    const inquiry = await post<Schemas['SignatureInquiryResponse']>('signature_inquiry', { signature_request_id: started.body.signature_request_id });
    expect(inquiry.body.state).toBe('signed');
    const signing = await loggedSince(from, (request) => request.path === `${API}/signature_inquiry`);
    return { resident, signatureRequestId: started.body.signature_request_id, steps: { login, draft, signing } };
  }

  /** The same GET at every instance in turn (round-robin): the answers, and who gave them. */
  async function askEveryInstance<T>(browser: TestBrowser, operation: string): Promise<{ bodies: T[]; servedBy: Set<string> }> {
    const from = mark();
    const bodies: T[] = [];
    for (let turn = 0; turn < INSTANCES; turn += 1) {
      const reply = await browser.getApi<T>(operation);
      expect(reply.status, `${operation}: ${JSON.stringify(reply.body)}`).toBe(200);
      bodies.push(reply.body);
    }
    const served = await loggedSince(from, (request) => request.path === `${API}/${operation}`, INSTANCES);
    return { bodies, servedBy: servers(served.filter((request) => request.path === `${API}/${operation}`)) };
  }

  /** Fires `count` submits at once; the answers by status, and the submits HAProxy logged per instance. */
  async function submitAtOnce(resident: SignedInResident, bodies: object[]) {
    const from = mark();
    const started = Date.now();
    const replies = await Promise.all(bodies.map((body) => resident.browser.postApi<Schemas['SubmissionResult'] & Partial<Schemas['ErrorBody']>>('application', body, resident.csrf)));
    const ms = Date.now() - started;
    const isSubmit = (request: BalancedRequest) => request.method === 'POST' && request.path === `${API}/application`;
    await loggedSince(from, isSubmit, bodies.length);
    const logged = balancer.requests().slice(from).filter(isSubmit);
    const byStatus = (status: number) => replies.filter((reply) => reply.status === status);
    return {
      replies,
      ms,
      byStatus,
      answered: answersPerServer(balancer, (request) => logged.includes(request)),
      admitted: answersPerServer(balancer, (request) => logged.includes(request) && request.status !== 429),
    };
  }

  it("a resident's login, draft and signing go through whichever instance answers", async () => {
    journey = await signedDraft(1);
    const { login, draft, signing } = journey.steps;
    // Round-robin spreads each step over every instance: the IdP's interaction, its login form,
    // the token the app asks for and the callback are each answered by whoever comes next.
    for (const [step, requests] of Object.entries({ login, draft, signing })) {
      expect(servers(requests), `${step}: ${JSON.stringify(requests)}`).toEqual(new Set(balancer.servers));
      expect(requests.filter((request) => request.status >= 400), step).toEqual([]);
    }
    const idpSteps = login.filter((request) => request.path.startsWith('/dev-idp/'));
    expect(servers(idpSteps).size, JSON.stringify(idpSteps)).toBeGreaterThan(1);

    // Every instance knows the session and reads the same draft.
    const userInfo = await askEveryInstance(journey.resident.browser, 'user_info');
    expect(userInfo.servedBy).toEqual(new Set(balancer.servers));
    const drafts = await askEveryInstance<Schemas['SessionData']>(journey.resident.browser, 'user_session/1');
    expect(drafts.servedBy).toEqual(new Set(balancer.servers));
    expect(new Set(drafts.bodies.map((body) => JSON.stringify(body))).size).toBe(1);

    const count = (requests: BalancedRequest[]) => perServer(answersPerServer(balancer, (request) => requests.includes(request)));
    figures.push(
      '**A resident\'s journey through the balancer** (鈴木 大輔: login at the dev IdP, the draft\'s 8 saves, confirm, signing at the dev IdP\'s page, the poll), requests answered per instance:',
      '',
      '| Step | Requests | Per instance | Answers ≥ 400 |',
      '|---|---|---|---|',
      `| Login (the app, the dev IdP's pages, its token endpoint) | ${login.length} | ${count(login)} | 0 |`,
      `| Draft | ${draft.length} | ${count(draft)} | 0 |`,
      `| Signing | ${signing.length} | ${count(signing)} | 0 |`,
      '',
    );
  });

  it(`${CONCURRENT_SUBMITS} concurrent identical submits, split over the instances, make one application`, async () => {
    const key = randomUUID();
    const race = await submitAtOnce(journey.resident, Array.from({ length: CONCURRENT_SUBMITS }, () => ({ idempotency_key: key, signature_request_id: journey.signatureRequestId })));
    processesAlive();

    expect(Object.values(race.answered).every((count) => count > 0), perServer(race.answered)).toBe(true);
    expect(race.replies.filter((reply) => reply.status >= 500)).toEqual([]);
    // The limit is counted in the shared database: per-process counts would admit 10 at each instance.
    const admitted = race.replies.filter((reply) => reply.status !== 429);
    expect(admitted).toHaveLength(SUBMITS_PER_MINUTE);
    expect(Object.values(race.admitted).filter((count) => count > 0).length, perServer(race.admitted)).toBeGreaterThan(1);
    expect(admitted.map((reply) => reply.status)).toEqual(admitted.map(() => 200));
    const numbers = new Set(admitted.map((reply) => reply.body.reception_number));
    expect(numbers.size).toBe(1);
    expect(race.byStatus(429).every((reply) => typeof reply.body.status?.code === 'string')).toBe(true);

    const { rows } = await database.query('select reception_number from applications where idempotency_key = $1', [key]);
    expect(rows).toEqual([{ reception_number: [...numbers][0] }]);
    const myPage = await askEveryInstance<Schemas['ApplicationsResponse']>(journey.resident.browser, 'applications');
    expect(myPage.servedBy).toEqual(new Set(balancer.servers));
    for (const body of myPage.bodies) expect(body.applications.map((application) => application.reception_number)).toEqual([...numbers]);

    figures.push(
      '| Race | Sent | Per instance | 200 | 400 | 429 | 5xx | Admitted per instance | Applications | Wall time |',
      '|---|---|---|---|---|---|---|---|---|---|',
      `| ${CONCURRENT_SUBMITS} identical submits (one idempotency key, one signature) | ${CONCURRENT_SUBMITS} | ${perServer(race.answered)} | ${race.byStatus(200).length} (one 受付番号) | ${race.byStatus(400).length} | ${race.byStatus(429).length} | 0 | ${perServer(race.admitted)} | 1 | ${race.ms} ms |`,
    );
  });

  it(`${CONCURRENT_SUBMITS} submits with different keys and one signature make one application`, async () => {
    // Another resident: the first spent this minute's submits.
    const nakamura = await signedDraft(4);
    const race = await submitAtOnce(nakamura.resident, Array.from({ length: CONCURRENT_SUBMITS }, () => ({ idempotency_key: randomUUID(), signature_request_id: nakamura.signatureRequestId })));
    processesAlive();

    expect(Object.values(race.answered).every((count) => count > 0), perServer(race.answered)).toBe(true);
    expect(race.replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(race.replies.filter((reply) => reply.status !== 429)).toHaveLength(SUBMITS_PER_MINUTE);
    expect(Object.values(race.admitted).filter((count) => count > 0).length, perServer(race.admitted)).toBeGreaterThan(1);
    // One wins; the others find its signature used (400 with the shared body).
    expect(race.byStatus(200)).toHaveLength(1);
    expect(race.byStatus(400)).toHaveLength(SUBMITS_PER_MINUTE - 1);
    expect(race.byStatus(400).every((reply) => reply.body.status?.code === 'BAD_REQUEST')).toBe(true);

    const { rows } = await database.query('select reception_number from applications where signature_request_id = $1', [nakamura.signatureRequestId]);
    expect(rows).toEqual([{ reception_number: race.byStatus(200)[0]?.body.reception_number }]);
    const listed = await nakamura.resident.browser.getApi<Schemas['ApplicationsResponse']>('applications');
    expect(listed.body.applications).toHaveLength(1);

    figures.push(
      `| ${CONCURRENT_SUBMITS} submits with ${CONCURRENT_SUBMITS} keys and one signature | ${CONCURRENT_SUBMITS} | ${perServer(race.answered)} | ${race.byStatus(200).length} | ${race.byStatus(400).length} (signature already used) | ${race.byStatus(429).length} | 0 | ${perServer(race.admitted)} | 1 | ${race.ms} ms |`,
      '',
      `Each resident may submit ${SUBMITS_PER_MINUTE} times a minute (the route's limit, counted in the shared database): ${SUBMITS_PER_MINUTE} of the ${CONCURRENT_SUBMITS} reached the submission at once, at more than one instance, and the rest were answered 429. マイページ (\`applications\`) at each of the ${INSTANCES} instances in turn listed the one application.`,
      '',
    );
  });

  it('a card locked by wrong PINs at some instances is locked at every one', async () => {
    const resident = (await loadTestResidents())[5]!;
    const browser = new TestBrowser(balancer.origin);
    const { body } = await browser.getApi<{ url: string }>('login/authz_url?phase=1&provider=');
    let { page } = await browser.navigate(body.url);
    const from = mark();
    const pages: string[] = [];
    for (const pin of ['0000', '1111', '2222', resident.login_pin]) {
      page = await browser.request(formAction(page, '/login'), { form: { resident: resident.sub, pin } });
      pages.push(page.body);
    }
    const isLoginPost = (request: BalancedRequest) => request.method === 'POST' && request.path.endsWith('/login');
    const posts = (await loggedSince(from, isLoginPost, 4)).filter(isLoginPost);
    expect(servers(posts)).toEqual(new Set(balancer.servers));
    expect(pages.map((html) => (html.includes(loginMessages.pinLocked) ? 'locked' : html.includes(loginMessages.pinWrong) ? 'wrong' : 'other'))).toEqual(['wrong', 'wrong', 'locked', 'locked']);
    figures.push(
      `**Wrong PINs across instances**: three wrong login PINs for one test card, answered by ${posts
        .slice(0, 3)
        .map((request) => request.server)
        .join(', ')}, locked it; the right PIN at ${posts[3]?.server} was refused (「ロックされています」). Kept per process, each instance would have counted one try.`,
      '',
    );
  });

  it("every outbox message is delivered once in effect, by whichever instance's job claims it", async () => {
    const { rows } = await database.query('select id from applications where id <> all($1::uuid[])', [seeded]);
    const submitted = rows.map((row) => String(row.id));
    expect(submitted).toHaveLength(2);
    const ids = [...submitted, ...seeded];
    const total = ids.length * RECIPIENTS_PER_APPLICATION;
    await waitUntil(
      'every delivery is delivered',
      async () => {
        processesAlive();
        return (await statesOf(database, ids)).delivered === total;
      },
      300_000,
      async () => JSON.stringify(await statesOf(database, ids)),
    );
    const span = await database.query('select extract(epoch from max(delivered_at) - min(delivered_at))::float8 as seconds from deliveries where application_id = any($1::uuid[])', [seeded]);

    const summary: DeliverySummary = await expectDeliveredOnceInEffect(database, receiver, ids, RECIPIENTS_PER_APPLICATION);
    expect(receiver.overlaps(), 'a message sent by two instances at once').toBe(0);
    // Every message went out through the balancer to the recipients' backend.
    const webhooks = () => balancer.requests().filter((request) => request.backend === RECIPIENT_BACKEND).length;
    await waitUntil('HAProxy logged every webhook', () => webhooks() === receiver.arrivals.length, 10_000, () => `${webhooks()} logged, ${receiver.arrivals.length} arrived`);
    // Each instance's job took a share; a job logs its counts once its run has ended.
    const logged = () => deliveredBy.reduce((sum, share) => sum + share, 0);
    await waitUntil('each instance has logged what it delivered', () => logged() === total, 30_000, () => `logged ${logged()} of ${total}`);
    expect(deliveredBy.every((share) => share > 0), deliveredBy.join(', ')).toBe(true);

    // マイページ at every instance says each recipient has its message (送信済み).
    const myPage = await askEveryInstance<Schemas['ApplicationsResponse']>(journey.resident.browser, 'applications');
    for (const body of myPage.bodies) expect(body.applications.flatMap((application) => application.recipients.map((recipient) => recipient.status))).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);

    figures.push(
      `**Deliveries**: ${ids.length} applications, ${total} messages: ${SEEDED_APPLICATIONS} applications were in the outbox when the instances started (their jobs claimed them while the tests above ran), and the 2 submitted above. The stand-in recipient, behind HAProxy's second backend, answered each after ${RECEIVER_DELAY_MS} ms.`,
      '',
      '| Messages | Delivered | Per instance (its job\'s log) | Repeats (same webhook-id) | Sent by two at once | Through HAProxy | First to last of the outbox\'s |',
      '|---|---|---|---|---|---|---|',
      `| ${total} | ${summary.deliveries} | ${deliveredBy.map((share, index) => `app${index + 1} ${share}`).join(' · ')} | ${summary.repeats} | ${receiver.overlaps()} | ${webhooks()} | ${Number(span.rows[0]?.seconds).toFixed(1)} s |`,
    );
    recordFigures('scale-out', ['### Scale-out behind a load balancer', '', ...figures].join('\n'));
  });
});
