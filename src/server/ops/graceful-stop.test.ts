// The clean stop (issue 30 point 3, decision 032 §3) of the real server, main.ts as a child process
// on its own PGlite folder, over real sockets: after SIGTERM /readyz says 503 while the instance
// still serves (the drain), then the port closes and a download a slow client is still reading
// gets every byte before the process exits 0; a stalled upload is cut at the deadline, and the
// process exits 1 then rather than waiting for it.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readShutdownConfig } from '../config';
import { startAppProcess, type AppProcess } from '../testing/app-process';
import { waitUntil } from '../testing/delivery-proof';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Incompressible, so the server keeps it as it is; far more than loopback's socket buffers hold. */
const BIG_FILE_BYTES = 24 * 1024 * 1024;

/** A raw connection to the app that has sent `request` and reads nothing until told to. */
async function openHeldRequest(origin: string, request: string): Promise<Socket> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(request);
  return socket;
}

/** Everything the socket receives until the peer closes it. */
const readToEnd = (socket: Socket) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('close', () => resolve(Buffer.concat(chunks)));
  });

/** What a new request to /healthz is answered: its status, or 0 when the port no longer takes it. */
const healthz = (origin: string) =>
  fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.status,
    () => 0,
  );

describe('SHUTDOWN_TIMEOUT_SECONDS and SHUTDOWN_DRAIN_SECONDS', () => {
  it('default to 25 s, with a 5 s drain in production only, and refuse nonsense', () => {
    expect(readShutdownConfig({}, false)).toEqual({ timeoutMs: 25_000, drainMs: 0 });
    expect(readShutdownConfig({}, true)).toEqual({ timeoutMs: 25_000, drainMs: 5_000 });
    expect(readShutdownConfig({ SHUTDOWN_TIMEOUT_SECONDS: '2', SHUTDOWN_DRAIN_SECONDS: '0.5' }, true)).toEqual({ timeoutMs: 2_000, drainMs: 500 });
    expect(() => readShutdownConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' }, false)).toThrow(/SHUTDOWN_TIMEOUT_SECONDS must be a positive number/);
    expect(() => readShutdownConfig({ SHUTDOWN_DRAIN_SECONDS: 'soon' }, false)).toThrow(/SHUTDOWN_DRAIN_SECONDS must be zero or a positive number/);
    expect(() => readShutdownConfig({ SHUTDOWN_TIMEOUT_SECONDS: '5', SHUTDOWN_DRAIN_SECONDS: '5' }, false)).toThrow(/less than SHUTDOWN_TIMEOUT_SECONDS/);
  });
});

describe('a clean stop of the real server', () => {
  let dataDir: string;
  let webRoot: string;
  let bigFile: Buffer;
  let env: Record<string, string>;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-stop-'));
    webRoot = path.join(dataDir, 'web');
    await mkdir(path.join(webRoot, 'assets'), { recursive: true });
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html lang="ja"><head><title>うつる</title></head><body><div id="root"></div></body></html>');
    bigFile = randomBytes(BIG_FILE_BYTES);
    await writeFile(path.join(webRoot, 'assets', 'big.png'), bigFile);
    const key = () => randomBytes(32).toString('base64');
    env = {
      NODE_ENV: 'test',
      DATA_DIR: path.join(dataDir, 'data'),
      WEB_ROOT: webRoot,
      // info: the stop's phases are logged at info.
      LOG_LEVEL: 'info',
      JOBS: 'on',
      DOCUMENT_ENCRYPTION_KEY: key(),
      IDENTITY_HASH_KEY: key(),
      CSRF_TOKEN_KEY: key(),
    };
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.crash()));
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The stop's log lines ("stop: …"), in order. */
  const stopPhases = (lines: readonly string[]) =>
    lines.flatMap((line) => {
      try {
        const msg = (JSON.parse(line) as { msg?: unknown }).msg;
        return typeof msg === 'string' && msg.startsWith('stop: ') ? [msg] : [];
      } catch {
        return [];
      }
    });

  it('drains with /readyz 503, then answers a download in flight in full, stops the jobs, closes the database and exits 0', { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    const app = await startAppProcess({ ...env, SHUTDOWN_DRAIN_SECONDS: '2', SHUTDOWN_TIMEOUT_SECONDS: '20' }, { onLine: (line) => lines.push(line) });
    apps.push(app);
    expect((await fetch(`${app.origin}/readyz`)).status).toBe(200);

    // A slow client: it asks for the big file and reads nothing, so the answer stays in flight.
    const download = await openHeldRequest(app.origin, `GET /assets/big.png HTTP/1.1\r\nHost: ${new URL(app.origin).host}\r\n\r\n`);
    await sleep(500);
    const startedAt = Date.now();
    process.kill(app.pid, 'SIGTERM');
    await waitUntil('the stop has begun', () => stopPhases(lines).length > 0, 2_000);

    // The drain: the load balancer's probe says 503 at once, while everything else is still served.
    const readyz = await fetch(`${app.origin}/readyz`);
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toEqual({ status: 'stopping' });
    expect(readyz.headers.get('connection')).toBe('close');
    expect((await fetch(`${app.origin}/healthz`)).status).toBe(200);
    expect(Date.now() - startedAt, 'answered during the 2 s drain').toBeLessThan(2_000);

    // After the drain new requests are refused (503), but the download is still in flight and holds the process.
    await waitUntil('new requests are refused', async () => (await healthz(app.origin)) === 503, 5_000);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_900);
    await sleep(1_000);
    expect(app.diedOnItsOwn(), `the process left before its request in flight was answered:\n${app.output()}`).toBe(false);

    const received = await readToEnd(download.resume());
    const bodyStart = received.indexOf('\r\n\r\n') + 4;
    expect(received.subarray(0, bodyStart).toString('latin1')).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*content-length: 25165824\r\n/i);
    const body = received.subarray(bodyStart);
    expect(body.length).toBe(BIG_FILE_BYTES);
    expect(createHash('sha256').update(body).digest('hex')).toBe(createHash('sha256').update(bigFile).digest('hex'));

    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(stopPhases(lines)).toEqual([
      'stop: begun, /readyz answers 503',
      // The jobs stop at once, in the drain.
      'stop: jobs stopped',
      'stop: not accepting, answering the requests in flight',
      'stop: HTTP closed',
      'stop: database closed',
    ]);
  });

  it('cuts a stalled upload at the deadline and exits 1 then, rather than waiting for it', { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    const app = await startAppProcess({ ...env, SHUTDOWN_TIMEOUT_SECONDS: '2' }, { onLine: (line) => lines.push(line) });
    apps.push(app);

    // A recipient's status callback whose body never finishes: 100 kB announced, a few bytes sent.
    const upload = await openHeldRequest(
      app.origin,
      `POST /utsuru-api/v1/recipients/municipality.131016/status HTTP/1.1\r\nHost: ${new URL(app.origin).host}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100000\r\nwebhook-id: msg_stalled\r\nwebhook-timestamp: 1\r\nwebhook-signature: v1,x\r\n\r\n{"message_id":',
    );
    const uploadClosed = readToEnd(upload);
    await sleep(500);
    const startedAt = Date.now();
    process.kill(app.pid, 'SIGTERM');

    const exited = await app.exited;
    const tookMs = Date.now() - startedAt;
    expect(exited).toEqual({ code: 1, signal: null });
    // The deadline (2 s), a second for the cut connections to let go, the database's close.
    expect(tookMs).toBeGreaterThanOrEqual(1_900);
    expect(tookMs).toBeLessThan(6_000);
    // Its connection was cut without an answer.
    expect((await uploadClosed).length).toBe(0);
    // Without a drain the jobs' stop and the port's close go side by side: their lines may come in either order.
    const phases = stopPhases(lines);
    expect(phases.filter((phase) => phase !== 'stop: jobs stopped')).toEqual([
      'stop: begun, /readyz answers 503',
      'stop: not accepting, answering the requests in flight',
      'stop: deadline reached, cutting what is still open',
      'stop: HTTP closed',
      'stop: database closed',
      'stop: ended at the deadline; what was still open was cut',
    ]);
    expect(phases.indexOf('stop: jobs stopped')).toBeLessThan(phases.indexOf('stop: deadline reached, cutting what is still open'));
  });
});
