// Runs the scanners in a network namespace of their own that has nothing but loopback
// (`unshare --net`), so nothing they do can reach beyond this machine: wapiti's wapp module
// downloads its database from the internet when it starts, even when not selected.
// The app stays in the test process, outside; a bridge joins the two through a Unix socket (a
// file, which network namespaces do not separate): inside, socat listens on 127.0.0.1 at the
// app's own port (the dev IdP's issuer and PUBLIC_URL name it) and forwards each connection to
// the socket; outside, the socket's server forwards it to the app.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface NamespaceBridge {
  /** The app's port, on 127.0.0.1 both outside and inside the namespace. */
  readonly port: number;
  readonly socketPath: string;
  /** Connections the scanners opened through the bridge. */
  connections(): number;
  close(): Promise<void>;
}

/** The outside half of the bridge: a Unix socket whose every connection is piped to the app. */
export async function openNamespaceBridge(appOrigin: string): Promise<NamespaceBridge> {
  const port = Number(new URL(appOrigin).port);
  const folder = mkdtempSync(path.join(tmpdir(), 'utsuru-netns-bridge-'));
  const socketPath = path.join(folder, 'app.sock');
  const open = new Set<Socket>();
  let count = 0;
  const server = createServer((inside) => {
    count += 1;
    const app = createConnection({ host: '127.0.0.1', port });
    for (const socket of [inside, app]) {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      socket.on('error', () => {
        inside.destroy();
        app.destroy();
      });
    }
    inside.pipe(app).pipe(inside);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  return {
    port,
    socketPath,
    connections: () => count,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface NamespaceRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Inside the new namespaces: loopback up, the inside half of the bridge listening, then the
 * command. The shell is PID 1 of a PID namespace of its own, so when it ends (or is killed with
 * `unshare`, --kill-child) every process it started ends with it, socat included.
 */
const insideScript = `
set -u
ip link set lo up
socat TCP-LISTEN:"$BRIDGE_PORT",bind=127.0.0.1,fork,reuseaddr UNIX-CONNECT:"$BRIDGE_SOCKET" &
tries=0
until ss -Hltn "sport = :$BRIDGE_PORT" | grep -q LISTEN; do
  tries=$((tries + 1))
  if [ "$tries" -gt 100 ]; then echo "the bridge did not listen inside the namespace" >&2; exit 97; fi
  sleep 0.05
done
"$@"
`;

/**
 * Runs `command` in fresh user, network and PID namespaces (root inside, mapped to the caller),
 * where the only interface is loopback and 127.0.0.1:`bridge.port` is the app.
 */
export function runInLoopbackNamespace(
  bridge: Pick<NamespaceBridge, 'port' | 'socketPath'>,
  command: string,
  args: readonly string[],
  { timeoutMs, env = {}, cwd }: { timeoutMs: number; env?: Record<string, string>; cwd?: string },
): Promise<NamespaceRun> {
  const started = Date.now();
  const child = spawn(
    // util-linux's, where Debian puts it (scanner-packages.ts installs it when missing).
    '/usr/bin/unshare',
    ['--user', '--map-root-user', '--net', '--pid', '--fork', '--kill-child', '--', 'sh', '-c', insideScript, 'in-namespace', command, ...args],
    {
      cwd,
      // A small environment: the scanners need no variable of the test run (DATABASE_URL and the like).
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', LANG: 'C.UTF-8', ...env, BRIDGE_PORT: String(bridge.port), BRIDGE_SOCKET: bridge.socketPath },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}
