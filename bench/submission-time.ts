// The submission's server cost (issue 10, issue 15 point 5): N normal applications submitted one
// after another by a resident signed in through /dev-idp, over real HTTP against the real app on
// PGlite, each through input_confirm → application_start → (signing at the dev IdP's page) →
// signature_inquiry → application → reception_id_save. For each of the product's five calls it
// reports Fastify's own elapsed time (reply.elapsedTime) and the server's CPU time, and both summed
// per application; the dev IdP's signing page (GET and POST /dev-idp/sign/:id, the stand-in for the
// external provider) is reported on its own line and is not in the per-application figures. The
// login, the draft writes and the rate-limit reset are not counted. It prints the load average
// (/proc/loadavg) before and after, since the machine's cores are shared.
// `npx tsx bench/submission-time.ts [N]` or `npm run bench -- submission`.
//
// The dev IdP's signing provider (createRequest in application_start, readResult in
// signature_inquiry) runs in process here, on the same database; its CPU is counted in those two
// calls and also shown on its own ("provider stand-in"), since a production provider is reached
// over HTTP instead. One resident signs every application with one certificate, so the cache of
// verified chains (issue 15) would answer every verification but the first: by default the bench
// verifies without it, as for each resident's first signature in production;
// BENCH_CHAIN_CACHE=on measures with the process's cache (polls, retries, a resident's next
// application). BENCH_DATABASE_URL names a PostgreSQL database to use instead of PGlite (it is
// migrated; its queries then run in PostgreSQL's processes, outside the measured CPU).
//
// CPU: process.cpuUsage() taken when the server receives the request (its 'request' event, before
// Fastify's own onRequest hooks) and again in the onResponse hook. That delta is the
// whole process's (every thread: the event loop, PGlite's queries on it, the libuv pool's
// crypto), and it belongs to the one request only because this bench is sequential: the client
// (in the same process) sends one request, awaits its answer, and sends nothing else meanwhile, so
// between the two hooks the process runs that request and nothing of the client. What it leaves
// out is the little before the 'request' event (reading the socket, parsing the HTTP head) and
// after the response is flushed.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createServices, type Services } from '../src/server/services';
import type { SigningProvider } from '../src/server/signing/signing-provider';
import { fixClock, knownKeys, signedRequest, submittingResident } from '../src/server/submission/testing/submission-client';
import { FakeClock } from '../src/server/testing/fake-clock';
import type { TestServer } from '../src/server/testing/test-server';

const operations = ['input_confirm', 'application_start', 'signature_inquiry', 'application', 'reception_id_save'] as const;
type Operation = (typeof operations)[number];
/** The dev IdP's signing page: opened (GET) and the 署名用パスワード sent (POST). Not the product's. */
const signingPages = ['dev_idp_sign_page', 'dev_idp_sign'] as const;
type SigningPage = (typeof signingPages)[number];
type Measured = Operation | SigningPage;

interface Spread {
  median: number;
  p90: number;
}
interface Cost {
  /** Fastify's elapsed time, ms. */
  elapsed: Spread;
  /** The server's CPU time (user + system), ms. */
  cpu: Spread;
  calls: number;
}

export interface SubmissionTime {
  submissions: number;
  /** Whether verified certificate chains were answered from the cache (BENCH_CHAIN_CACHE=on). */
  chainCache: 'on' | 'off';
  database: 'pglite' | 'postgres';
  /** The load average (1, 5, 15 min) before and after the measured submissions. */
  loadAverage: { before: string; after: string };
  perOperation: Record<Operation, Cost>;
  /** The five calls of one application together, ms. */
  perSubmission: { elapsed: Spread & { mean: number }; cpu: Spread & { mean: number } };
  /** The dev IdP's signing page per application (the external provider's stand-in), ms. */
  devIdpSigning: Record<SigningPage, Cost>;
  /** Of application_start and signature_inquiry's CPU, what the in-process provider stand-in took, ms. */
  providerStandIn: Record<'createRequest' | 'readResult', Spread>;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
};
const mean = (values: number[]) => Number((values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)).toFixed(2));
const spread = (values: number[]): Spread => ({ median: quantile(values, 0.5), p90: quantile(values, 0.9) });

export const loadAverage = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

function measuredOf(request: FastifyRequest): Measured | undefined {
  const url = request.url;
  if (url.includes('/dev-idp/sign/')) return request.method === 'GET' ? 'dev_idp_sign_page' : 'dev_idp_sign';
  return operations.find((name) => url.endsWith(`/utsuru-api/v1/${name}`));
}

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

type Sample = Partial<Record<Measured, { elapsed: number; cpu: number }>> & { provider?: Partial<Record<keyof SigningProvider, number>> };

/** The provider with each call's CPU added to `record` (the bench is sequential: nothing else runs meanwhile). */
function timedProvider(inner: SigningProvider, record: (call: keyof SigningProvider, cpuMs: number) => void): SigningProvider {
  const timed =
    <A extends unknown[], R>(call: keyof SigningProvider, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const start = process.cpuUsage();
      try {
        return await run(...args);
      } finally {
        const used = process.cpuUsage(start);
        record(call, (used.user + used.system) / 1000);
      }
    };
  return {
    createRequest: timed('createRequest', inner.createRequest.bind(inner)),
    readResult: timed('readResult', inner.readResult.bind(inner)),
    readiness: (signer) => inner.readiness(signer),
  };
}

/** Without BENCH_CHAIN_CACHE=on, a verifier without the cache of chains (older commits have neither: unchanged). */
async function verifierFor(services: Services, chainCache: 'on' | 'off'): Promise<Partial<Services>> {
  const verification: Record<string, unknown> = await import('../src/server/signing/verify-signature');
  const create = verification.createSignatureVerifier;
  if (chainCache === 'on' || !('signatureVerifier' in services) || typeof create !== 'function') return {};
  // Older commits have no revocation check and ignore the option.
  const revocation = (services as Partial<Record<'revocationChecker', unknown>>).revocationChecker;
  return { signatureVerifier: create(services.trustAnchors, { revocation }) } as Partial<Services>;
}

export async function measureSubmissionTime(submissions = 30, warmUp = 3): Promise<SubmissionTime> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-bench-submission-'));
  const keys = knownKeys();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = readConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...keys.env });
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined, dataDir });
  const clock = new FakeClock();
  const chainCache = process.env.BENCH_CHAIN_CACHE === 'on' ? 'on' : 'off';
  let current: Sample = {};
  const services = await createServices(config, database, clock);
  const signing = timedProvider(services.signing, (call, cpuMs) => {
    current.provider = { ...current.provider, [call]: (current.provider?.[call] ?? 0) + cpuMs };
  });
  const app = await buildApp({ services: { ...services, signing, ...(await verifierFor(services, chainCache)) } });
  // Taken when Node has parsed the request's head, before Fastify and its onRequest hooks (the
  // session read, the rate limit) run: a hook added here would come after theirs.
  const cpuAtStart = new WeakMap<IncomingMessage, NodeJS.CpuUsage>();
  app.server.prependListener('request', (raw: IncomingMessage) => cpuAtStart.set(raw, process.cpuUsage()));
  app.addHook('onResponse', async (request, reply) => {
    const measured = measuredOf(request);
    const start = cpuAtStart.get(request.raw);
    if (!measured || !start) return;
    const used = process.cpuUsage(start);
    const before = current[measured] ?? { elapsed: 0, cpu: 0 };
    current[measured] = { elapsed: before.elapsed + reply.elapsedTime, cpu: before.cpu + (used.user + used.system) / 1000 };
  });
  await app.listen({ port, host: '127.0.0.1' });
  const server: TestServer = { baseUrl, app, database, clock, close: async () => undefined };
  const load = { before: '', after: '' };
  try {
    fixClock(server);
    const resident = await submittingResident(server, keys, 1);
    const samples: Sample[] = [];
    for (let n = 0; n < warmUp + submissions; n += 1) {
      if (n === warmUp) load.before = loadAverage();
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
    load.after = loadAverage();
    const costOf = (name: Measured): Cost => ({
      elapsed: spread(samples.map((sample) => sample[name]?.elapsed ?? 0)),
      cpu: spread(samples.map((sample) => sample[name]?.cpu ?? 0)),
      calls: samples.length,
    });
    const total = (kind: 'elapsed' | 'cpu') => samples.map((sample) => operations.reduce((sum, name) => sum + (sample[name]?.[kind] ?? 0), 0));
    return {
      submissions,
      chainCache,
      database: database.kind,
      loadAverage: load,
      perOperation: Object.fromEntries(operations.map((name) => [name, costOf(name)])) as SubmissionTime['perOperation'],
      perSubmission: {
        elapsed: { ...spread(total('elapsed')), mean: mean(total('elapsed')) },
        cpu: { ...spread(total('cpu')), mean: mean(total('cpu')) },
      },
      devIdpSigning: Object.fromEntries(signingPages.map((name) => [name, costOf(name)])) as SubmissionTime['devIdpSigning'],
      providerStandIn: {
        createRequest: spread(samples.map((sample) => sample.provider?.createRequest ?? 0)),
        readResult: spread(samples.map((sample) => sample.provider?.readResult ?? 0)),
      },
    };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The result as the lines `npm run bench` prints. */
export function submissionReport(result: SubmissionTime): string[] {
  const cost = (name: string, { elapsed, cpu }: Cost) =>
    `${name}: CPU median ${cpu.median} ms, p90 ${cpu.p90} ms; elapsed median ${elapsed.median} ms, p90 ${elapsed.p90} ms`;
  const { elapsed, cpu } = result.perSubmission;
  return [
    `## Submission server cost (${result.submissions} normal applications, the five calls of each; ${result.database}; chain cache ${result.chainCache})`,
    `load average (1/5/15 min) before ${result.loadAverage.before}, after ${result.loadAverage.after}`,
    ...Object.entries(result.perOperation).map(([name, time]) => cost(name, time)),
    `per application: CPU median ${cpu.median} ms, p90 ${cpu.p90} ms, mean ${cpu.mean} ms; elapsed median ${elapsed.median} ms, p90 ${elapsed.p90} ms, mean ${elapsed.mean} ms (CPU budget 30 ms, issue 15)`,
    `dev IdP signing page (the external provider's stand-in, not counted above):`,
    ...Object.entries(result.devIdpSigning).map(([name, time]) => `  ${cost(name, time)}`),
    `provider stand-in inside the calls above (the dev IdP's createRequest in application_start, readResult in signature_inquiry):`,
    ...Object.entries(result.providerStandIn).map(([name, { median, p90 }]) => `  ${name}: CPU median ${median} ms, p90 ${p90} ms`),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureSubmissionTime(Number(process.argv[2] ?? 30));
  process.stdout.write(`${submissionReport(result).join('\n')}\n`);
  if (process.env.BENCH_JSON) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
