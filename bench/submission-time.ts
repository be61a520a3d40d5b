// The submission's server time (issue 10): N normal applications submitted one after another by
// a resident signed in through /dev-idp, over real HTTP against the real app on PGlite, each
// through input_confirm → application_start → (signing at the dev IdP's page) →
// signature_inquiry → application → reception_id_save. Fastify's own per-request time
// (reply.elapsedTime) of those five calls is summed per application; the login, the draft
// writes and the signing page are not counted. `npx tsx bench/submission-time.ts [N]` or
// `npm run bench -- submission`.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { fixClock, knownKeys, signedRequest, submittingResident } from '../src/server/submission/testing/submission-client';
import { FakeClock } from '../src/server/testing/fake-clock';
import type { TestServer } from '../src/server/testing/test-server';

const operations = ['input_confirm', 'application_start', 'signature_inquiry', 'application', 'reception_id_save'] as const;
type Operation = (typeof operations)[number];

export interface SubmissionTime {
  submissions: number;
  /** Per operation: median and p90 of the server's time, ms. */
  perOperation: Record<Operation, { median: number; p90: number; calls: number }>;
  /** The five calls of one application together, ms. */
  perSubmission: { median: number; p90: number; mean: number };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function measureSubmissionTime(submissions = 30, warmUp = 3): Promise<SubmissionTime> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-bench-submission-'));
  const keys = knownKeys();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = readConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...keys.env });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  const clock = new FakeClock();
  const app = await buildApp({ config, database, clock });
  let current: Partial<Record<Operation, number>> = {};
  app.addHook('onResponse', async (request, reply) => {
    const operation = operations.find((name) => request.url.endsWith(`/utsuru-api/v1/${name}`));
    if (operation) current[operation] = (current[operation] ?? 0) + reply.elapsedTime;
  });
  await app.listen({ port, host: '127.0.0.1' });
  const server: TestServer = { baseUrl, app, database, clock, close: async () => undefined };
  try {
    fixClock(server);
    const resident = await submittingResident(server, keys, 1);
    const samples: Partial<Record<Operation, number>>[] = [];
    for (let n = 0; n < warmUp + submissions; n += 1) {
      // The submission routes are rate-limited per address; this is one client doing many.
      await database.query('delete from rate_limits');
      await resident.writeCompleteDraft();
      current = {};
      const { id } = await signedRequest(resident);
      const inquiry = await resident.inquiry(id);
      if (inquiry.body.state !== 'signed') throw new Error(`signing ended ${inquiry.body.state}`);
      const submitted = await resident.submit(id);
      if (submitted.status !== 200) throw new Error(`submission answered ${submitted.status}`);
      if ((await resident.receptionIdSave(submitted.body.reception_number)).status !== 200) throw new Error('reception_id_save failed');
      if (n >= warmUp) samples.push(current);
    }
    const totals = samples.map((sample) => operations.reduce((sum, name) => sum + (sample[name] ?? 0), 0));
    return {
      submissions,
      perOperation: Object.fromEntries(
        operations.map((name) => {
          const times = samples.map((sample) => sample[name] ?? 0);
          return [name, { median: quantile(times, 0.5), p90: quantile(times, 0.9), calls: times.length }];
        }),
      ) as SubmissionTime['perOperation'],
      perSubmission: { median: quantile(totals, 0.5), p90: quantile(totals, 0.9), mean: Number((totals.reduce((a, b) => a + b, 0) / totals.length).toFixed(2)) },
    };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureSubmissionTime(Number(process.argv[2] ?? 30));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
