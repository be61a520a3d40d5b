// The real server (`src/server/main.ts`: the HTTP app and the background jobs) as a child process,
// for tests that need what only a separate process shows: a kill -9 mid-work, two processes
// sharing one PostgreSQL, a refused start, or an ops CLI as the operator runs it. Started with `node --import tsx` rather than the tsx CLI, which runs the
// script in a grandchild: a SIGKILL must reach the process that does the work.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { access, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ensurePgliteTemplate, pgliteTemplatePath } from '../db/test-template';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface AppProcess {
  readonly pid: number;
  readonly origin: string;
  /** The last lines the process wrote (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Settles when the process has exited, however it ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether it ended without crash() or stop(): it died by itself. */
  diedOnItsOwn(): boolean;
  /** kill -9: no shutdown, no graceful stop of the jobs, connections dropped as they are. */
  crash(): Promise<void>;
  /** SIGTERM (main.ts closes the app, stops the jobs and the database), then SIGKILL after a while. */
  stop(): Promise<void>;
}

/** A port nothing listens on just now, for a child process to take. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a server script (main.ts, an ops CLI) to its end as npm runs it, over a minimal environment: its exit code and its output. */
export function runServerScript(script: string, env: Record<string, string>, args: readonly string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Children still running; killed when this test process exits, so none outlives a failed or aborted run. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface AppProcessOptions {
  readyTimeoutMs?: number;
  /** A port chosen beforehand (a load balancer in front names it before the process starts); default: a free one. */
  port?: number;
  /** Called with every line the process writes, for a test that reads more than the last 200 (its log over a long run). */
  onLine?: (line: string) => void;
}

/**
 * A PGlite data folder that has no database yet gets the migrated template (test-template.ts), as
 * the in-process tests do: the process then opens it as a restart does. Creating it would cost the
 * start initdb (4–13 s and about 900 MB) in a suite that runs several processes at once, and no
 * test here is about the first start (db/client.test.ts is).
 */
async function seedPgliteDataDir(env: Record<string, string>): Promise<void> {
  if (!env.DATA_DIR || env.DATABASE_URL) return;
  const dir = path.join(env.DATA_DIR, 'pglite');
  const exists = await access(dir).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await ensurePgliteTemplate();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // PGlite's dump names its members from the root (/PG_VERSION…): tar stores them under the folder.
  await promisify(execFile)('tar', ['-xzf', await pgliteTemplatePath(), '-C', dir]);
}

/** Starts main.ts with these variables over a minimal environment and waits until it answers HTTP. */
export async function startAppProcess(env: Record<string, string>, { readyTimeoutMs = 90_000, onLine, port: chosenPort }: AppProcessOptions = {}): Promise<AppProcess> {
  const port = chosenPort ?? (await freePort());
  await seedPgliteDataDir(env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: string[] = [];
  // A chunk may end mid-line: the rest waits for the next chunk.
  const partial = { stdout: '', stderr: '' };
  const keep = (stream: keyof typeof partial) => (chunk: Buffer) => {
    const parts = (partial[stream] + chunk.toString('utf8')).split('\n');
    partial[stream] = parts.pop() ?? '';
    const complete = parts.filter(Boolean);
    lines.push(...complete);
    lines.splice(0, Math.max(0, lines.length - 200));
    if (onLine) complete.forEach(onLine);
  };
  child.stdout.on('data', keep('stdout'));
  child.stderr.on('data', keep('stderr'));
  let done = false;
  let endedByUs = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      done = true;
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const origin = `http://127.0.0.1:${port}`;

  const app: AppProcess = {
    pid: child.pid!,
    origin,
    output: () => [...lines, partial.stdout, partial.stderr].filter(Boolean).join('\n'),
    exited,
    diedOnItsOwn: () => done && !endedByUs,
    async crash() {
      endedByUs = true;
      if (!done) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      endedByUs = true;
      if (done) return;
      child.kill('SIGTERM');
      const ended = await Promise.race([exited.then(() => true), delay(20_000).then(() => false)]);
      if (!ended) await app.crash();
    },
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (done) throw new Error(`the app process exited before it was ready:\n${app.output()}`);
    const answered = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return app;
    if (Date.now() > deadline) {
      await app.crash();
      throw new Error(`the app process was not ready after ${readyTimeoutMs} ms:\n${app.output()}`);
    }
    await delay(250);
  }
}
