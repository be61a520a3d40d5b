// Debian's HAProxy in front of app processes, for the scale-out suite (issue 26): round-robin
// over the apps on a loopback port, the recipients' webhook path routed to the stand-in receiver
// instead (the app processes deliver to PUBLIC_URL, the balancer's origin), and one log line per
// request on HAProxy's standard output naming the backend and the server that answered. The log
// has the path without the query string, which can carry an OIDC code.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One request as HAProxy logged it. */
export interface BalancedRequest {
  backend: string;
  /** The server that answered (`app1`…), or `<NOSRV>` when HAProxy answered itself. */
  server: string;
  method: string;
  path: string;
  status: number;
}

export interface LoadBalancer {
  /** http://127.0.0.1:<port>, the apps' PUBLIC_URL. */
  readonly origin: string;
  /** The app servers' names, in the order of `apps`. */
  readonly servers: readonly string[];
  /** Every request logged so far, in the order they ended. */
  requests(): readonly BalancedRequest[];
  /** Its output, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

export const APP_BACKEND = 'apps';
export const RECIPIENT_BACKEND = 'recipients';

/** The balancer's binary, installed from Debian when missing (as src/server/ops/ensure-system-packages.sh installs the browser). */
export function ensureHaproxy(): string {
  const binary = '/usr/sbin/haproxy';
  try {
    execFileSync(binary, ['-v'], { stdio: 'ignore' });
  } catch {
    const [command, ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
    const run = (...args: string[]) => execFileSync(command!, [...prefix, ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    run('update');
    run('install', '-y', '--no-install-recommends', 'haproxy');
  }
  return binary;
}

/** A loopback port nobody listens on now, for an origin that must be known before the apps start. */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const hostPort = (origin: string) => new URL(origin).host;

function configuration(port: number, apps: readonly string[], receiver: string): string {
  return `global
  log stdout format raw local0 info

defaults
  mode http
  log global
  log-format "req %b %s %HM %HP %ST"
  option forwardfor
  timeout connect 5s
  timeout client 120s
  timeout server 120s

frontend web
  bind 127.0.0.1:${port}
  acl recipient_webhook path_reg ^/dev-inbox/recipients/[^/]+/webhook$
  use_backend ${RECIPIENT_BACKEND} if recipient_webhook
  default_backend ${APP_BACKEND}

backend ${APP_BACKEND}
  balance roundrobin
${apps.map((origin, index) => `  server app${index + 1} ${hostPort(origin)}`).join('\n')}

backend ${RECIPIENT_BACKEND}
  server receiver ${hostPort(receiver)}
`;
}

const logLine = /^req (\S+) (\S+) (\S+) (\S+) (\d+)$/;

/**
 * Starts HAProxy on `port` and waits until it listens (no app needs to be up yet). The ports are
 * chosen beforehand: the apps need the balancer's origin as PUBLIC_URL, and their first deliveries
 * go out through it.
 */
export async function startLoadBalancer({ port, apps, receiver }: { port: number; apps: readonly string[]; receiver: string }): Promise<LoadBalancer> {
  const binary = ensureHaproxy();
  const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, configuration(port, apps, receiver));
  execFileSync(binary, ['-c', '-q', '-f', file]);

  // -db: in the foreground, so it logs to standard output and ends with the test.
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const killAtExit = () => child.kill('SIGKILL');
  process.once('exit', killAtExit);
  const requests: BalancedRequest[] = [];
  const other: string[] = [];
  let rest = '';
  const read = (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const match = logLine.exec(line.trim());
      if (match) requests.push({ backend: match[1]!, server: match[2]!, method: match[3]!, path: match[4]!, status: Number(match[5]) });
      else if (line.trim()) other.push(line);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;

  const balancer: LoadBalancer = {
    origin,
    servers: apps.map((_, index) => `app${index + 1}`),
    requests: () => requests,
    output: () => other.slice(-50).join('\n'),
    async stop() {
      process.off('exit', killAtExit);
      if (child.exitCode === null && child.signalCode === null) {
        // SIGUSR1 is HAProxy's soft stop; SIGTERM its immediate one.
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };

  for (const deadline = Date.now() + 20_000; ; ) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (listening) return balancer;
    if (Date.now() > deadline || child.exitCode !== null) {
      await balancer.stop();
      throw new Error(`HAProxy did not listen on ${origin}:\n${other.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many requests each app server answered, from the log, for those that `match`. */
export function answersPerServer(balancer: LoadBalancer, match: (request: BalancedRequest) => boolean): Record<string, number> {
  const counts = Object.fromEntries(balancer.servers.map((server) => [server, 0]));
  for (const request of balancer.requests()) if (request.backend === APP_BACKEND && match(request)) counts[request.server] = (counts[request.server] ?? 0) + 1;
  return counts;
}
