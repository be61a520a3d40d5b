// Issue 30 point 4, in every CI run (`npm run test:db`): two app processes on one PostgreSQL
// behind a round-robin proxy, and a resident files an application through both. The login at the
// development IdP (its interactions, sessions and grants are in the database, decision 026), the
// draft, the signing at its page and the submit are each answered by both processes in turn. The
// soak suite (`scale-out.soak.test.ts`) does the same behind HAProxy with three processes and load.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { readConfig } from '../config';
import { connectAdmin, quoteIdent, withDatabase } from '../db/test-template';
import { openPostgresDatabase } from '../db/postgres-handle';
import { createServices } from '../services';
import { fillNormalDraftOverHttp } from '../submission/testing/draft-over-http';
import { enterSigningPin, openSigningPage } from '../submission/testing/submission-client';
import { freePort, startAppProcess, type AppProcess } from '../testing/app-process';
import { startRoundRobinProxy, type ProxiedRequest, type RoundRobinProxy } from '../testing/round-robin-proxy';
import { signInResident } from '../testing/signed-in-resident';

type Schemas = components['schemas'];
const API = '/utsuru-api/v1';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('two app processes on one PostgreSQL behind a round-robin proxy', () => {
  const databaseName = `utsuru_two_instances_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withDatabase(serverUrl, databaseName);
  let dataDir: string;
  let proxy: RoundRobinProxy;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    const admin = await connectAdmin(serverUrl);
    await admin.query(`create database ${quoteIdent(databaseName)}`).finally(() => admin.end());
    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-two-instances-'));
    const key = () => randomBytes(32).toString('base64');
    const [proxyPort, ...appPorts] = await Promise.all([freePort(), freePort(), freePort()]);
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      // One data folder, as behind a real balancer: the dev IdP's keys and CA are the same everywhere.
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web'),
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      TRUSTED_PROXIES: '127.0.0.1',
      JOBS: 'off',
      DOCUMENT_ENCRYPTION_KEY: key(),
      IDENTITY_HASH_KEY: key(),
      CSRF_TOKEN_KEY: key(),
    };
    // Migrates the database and writes the shared keys once, before the processes share them.
    const database = await openPostgresDatabase(databaseUrl, { migrate: true });
    await createServices(readConfig(env), database);
    await database.close();
    proxy = await startRoundRobinProxy(
      appPorts.map((port) => `http://127.0.0.1:${port}`),
      proxyPort,
    );
    apps.push(...(await Promise.all(appPorts.map((port) => startAppProcess(env, { port, readyTimeoutMs: 120_000 })))));
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(apps.map((app) => app.stop()));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    const admin = await connectAdmin(serverUrl);
    await admin.query(`drop database if exists ${quoteIdent(databaseName)} with (force)`).finally(() => admin.end());
  });

  const answeredBy = (requests: readonly ProxiedRequest[]) => new Set(requests.map((request) => request.app));

  it('files an application whose login, draft, signing and submit each went through both', async () => {
    let from = 0;
    const step = () => {
      const requests = proxy.requests().slice(from);
      from = proxy.requests().length;
      return requests;
    };

    const resident = await signInResident(proxy.origin, { residentIndex: 0 });
    const login = step();
    // The IdP's interaction starts at one process and ends at the other.
    expect(answeredBy(login.filter((request) => request.path.startsWith('/dev-idp/')))).toEqual(new Set([0, 1]));

    await fillNormalDraftOverHttp(resident, new Date());
    const draft = step();

    const post = <T>(operation: string, body: object) => resident.browser.postApi<T>(operation, body, resident.csrf);
    const confirmed = await post<Schemas['InputConfirmResponse']>('input_confirm', { phase: 1 });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const started = await post<Schemas['SigningStartResponse']>('application_start', { document_digest: confirmed.body.document_digest });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { browser, page } = await openSigningPage(started.body.signing_url);
    expect((await enterSigningPin(browser, page, 'ABCD1234')).body).toContain('<h1>署名しました</h1>');
    const inquiry = await post<Schemas['SignatureInquiryResponse']>('signature_inquiry', { signature_request_id: started.body.signature_request_id });
    expect(inquiry.body.state).toBe('signed');
    const signing = step();

    const submitted = await post<Schemas['SubmissionResult']>('application', { idempotency_key: crypto.randomUUID(), signature_request_id: started.body.signature_request_id });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.reception_number).toMatch(/\S/);
    // マイページ at each process in turn lists the filed application.
    for (let turn = 0; turn < 2; turn += 1) {
      const listed = await resident.browser.getApi<Schemas['ApplicationsResponse']>('applications');
      expect(listed.body.applications.map((application) => application.reception_number)).toEqual([submitted.body.reception_number]);
    }
    const afterwards = step();

    for (const [name, requests] of Object.entries({ login, draft, signing, afterwards })) {
      expect(answeredBy(requests), name).toEqual(new Set([0, 1]));
      expect(requests.filter((request) => request.status >= 400), name).toEqual([]);
    }
    expect(afterwards.filter((request) => request.path === `${API}/applications`).map((request) => request.app).sort()).toEqual([0, 1]);
    // The provider's models are in the database: oidc-provider warns about its memory adapter otherwise.
    for (const app of apps) expect(app.output()).not.toContain('in-memory adapter');
  }, 180_000);
});
