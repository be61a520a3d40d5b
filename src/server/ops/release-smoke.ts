// The smoke test of a release folder (issue 30 point 1), as an operator runs it: its start script
// with the environment alone, from an unrelated working directory; then what a resident does over
// real HTTP: the SPA's first page, a login at the development IdP, and a filed application.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { signIn } from '../../../bench/mix/sign-in';
import { ResidentApi, type Send } from '../../../bench/mix/filing';
import { loadTestResidents } from '../dev-idp/residents';
import { START_SCRIPT } from './release-package';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RunningRelease {
  readonly origin: string;
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within 30 s: its exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs `<folder>/start.sh` in `cwd` with `env` (and PATH, HOME) until GET /readyz answers 200. */
export async function startRelease(folder: string, cwd: string, env: Record<string, string>, readyTimeoutMs = 120_000): Promise<RunningRelease> {
  const child = spawn(path.join(folder, START_SCRIPT), [], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve((ended = { code, signal }))),
  );
  const origin = `http://${env.HOST ?? '127.0.0.1'}:${env.PORT}`;
  const release: RunningRelease = {
    origin,
    output: () => log,
    async stop() {
      if (!ended) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (ended) throw new Error(`the release exited (${JSON.stringify(ended)}) before it was ready:\n${log}`);
    const status = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return release;
    if (Date.now() > deadline) {
      await release.stop();
      throw new Error(`the release was not ready after ${readyTimeoutMs} ms:\n${log}`);
    }
    await delay(250);
  }
}

const sendWith =
  (origin: string): Send =>
  async (request) => {
    const response = await fetch(new URL(request.path, origin), { method: request.method, headers: request.headers, body: request.body ?? null });
    return { status: response.status, headers: Object.fromEntries(response.headers), cookies: response.headers.getSetCookie(), body: Buffer.from(await response.arrayBuffer()) };
  };

/** 鈴木 大輔 of the development IdP's own residents (the release's copy of them) files the bench's move: its 受付番号. */
export async function fileApplication(origin: string): Promise<string> {
  const resident = (await loadTestResidents())[1];
  if (!resident) throw new Error('the development IdP has no resident #1');
  const { headers } = await signIn(origin, resident.sub, 0);
  // fetch decompresses by itself: no encoding asked for by hand.
  const { 'accept-encoding': _encoding, ...plain } = headers;
  const api = new ResidentApi({ headers: plain, familyName: resident.family_name, givenName: resident.given_name }, sendWith(origin));
  await api.fillDraft();
  return api.submit();
}
