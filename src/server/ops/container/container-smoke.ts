// `npm run container:smoke` (issue 30 point 1, decision 032 §1 "The image, built here"): builds
// the Containerfile's image and runs it as docs/operating.md tells an operator to, then checks
// what the image promises: ready on /readyz, healthy by its own HEALTHCHECK, the unprivileged
// user, a read-only root, the SPA, a resident filing an application end to end (the release
// test's own helper), and a clean stop on SIGTERM: exit 0, each phase logged. Runs with podman as
// root, or rootless once the base image is loaded (making it needs root). About 2 minutes from
// nothing here, 1.5 with the base (the build installs every dependency): a reviewer's command,
// not part of `.ci/run`, whose 20 minutes are spent.
//   NODE_IMAGE   the Node 24 base (default localhost/utsuru-node24-base, made by
//                make-base-image.sh when missing: this machine reaches no container registry)
//   IMAGE        the tag built and run (default utsuru:smoke)
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileApplication } from '../release-smoke';
import { findPodman, podman, podmanShown, type Podman } from './podman';

const checkout = fileURLToPath(new URL('../../../../', import.meta.url));
const localBase = 'localhost/utsuru-node24-base';
const base = process.env.NODE_IMAGE || localBase;
const image = process.env.IMAGE || 'utsuru:smoke';
/** docs/operating.md: `podman stop -t 30`, Kubernetes' grace period; the service's own deadline is 25 s. */
const stopGraceSeconds = 30;

/** A port nothing on this machine listens on just now, for the container to publish. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`container:smoke: ${line}\n`);

function check(condition: boolean, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

async function ensureBase(): Promise<void> {
  if (spawnSync('podman', ['image', 'exists', base]).status === 0) return;
  check(base === localBase, `the base image ${base} is not here: pull it, or leave NODE_IMAGE unset to make ${localBase}`);
  const started = Date.now();
  const made = spawnSync('bash', [path.join(checkout, 'src/server/ops/container/make-base-image.sh'), base], { stdio: 'inherit' });
  check(made.status === 0, `make-base-image.sh failed (${made.status})`);
  say(`base image made in ${seconds(started)}`);
}

/**
 * The build's npm trusts what this machine's Node trusts: behind a TLS-inspecting proxy, the
 * CA file NODE_EXTRA_CA_CERTS names is lent to each RUN as npm's cafile. A folder mounted over
 * the base's empty /usr/local/etc (npm's global config folder) for the build only: no file of
 * it, not even an empty mount point, stays in the image.
 */
async function caMount(scratch: string): Promise<string[]> {
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  if (!ca) return [];
  const folder = path.join(scratch, 'npm-etc');
  await mkdir(folder);
  await copyFile(ca, path.join(folder, 'build-ca.crt'));
  await writeFile(path.join(folder, 'npmrc'), 'cafile=/usr/local/etc/build-ca.crt\n');
  return ['-v', `${folder}:/usr/local/etc:ro`];
}

async function build(tool: Podman, scratch: string): Promise<void> {
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim();
  const started = Date.now();
  const code = await podmanShown(
    tool,
    ['build', '--format', 'docker', ...tool.limits, ...(await caMount(scratch)), '--build-arg', `NODE_IMAGE=${base}`, '--build-arg', `UTSURU_COMMIT=${commit}`, '-t', image, '.'],
    checkout,
  );
  check(code === 0, `podman build failed (${code})`);
  say(`image ${image} built in ${seconds(started)}`);
}

async function waitReady(tool: Podman, name: string, origin: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const status = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) {
      say(`/readyz 200 after ${seconds(started)}`);
      return;
    }
    const state = await podman(tool, ['inspect', '--format', '{{.State.Status}}', name]);
    check(state === 'running', `the container is ${state} before it was ready:\n${await podman(tool, ['logs', name])}`);
    check(Date.now() - started < 180_000, `not ready after 180 s:\n${await podman(tool, ['logs', name])}`);
    await delay(500);
  }
}

/** What a resident and an operator see of the running container. */
async function exercise(tool: Podman, name: string, origin: string): Promise<void> {
  // The image's own HEALTHCHECK, as podman runs it (node fetching /readyz inside the container).
  const health = spawnSync('podman', [...tool.global, 'healthcheck', 'run', name], { encoding: 'utf8' });
  check(health.status === 0, `podman healthcheck run: ${health.status} ${health.stdout}${health.stderr}`);
  say('HEALTHCHECK healthy');
  check((await podman(tool, ['exec', name, 'id', '-u'])) === '1000', 'the service does not run as the node user (uid 1000)');
  const write = spawnSync('podman', [...tool.global, 'exec', name, 'touch', '/app/written'], { encoding: 'utf8' });
  check(write.status !== 0 && /Read-only file system/.test(write.stderr), `the root file system is writable: ${write.stderr}`);
  check((await podman(tool, ['exec', name, 'ls', '-A', '/usr/local/etc'])) === '', "the build's npm configuration stayed in the image");
  say('runs as uid 1000, on a read-only root; nothing of the build left in /usr/local/etc');

  const page = await fetch(`${origin}/`);
  const html = await page.text();
  const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  check(page.status === 200 && script?.startsWith('/assets/') === true, `the top page: ${page.status} ${html.slice(0, 300)}`);
  check((await fetch(`${origin}${script}`)).status === 200, `the SPA's script ${script} is not served`);
  const receptionNumber = await fileApplication(origin);
  check(/^\S{6,}$/.test(receptionNumber), `no reception number: ${receptionNumber}`);
  say(`the top page and its script served; an application filed through the development IdP: ${receptionNumber}`);
}

/** SIGTERM (the image's STOPSIGNAL) by `podman stop`: the clean stop ends in time, with exit 0 and its phases logged. */
async function stopCleanly(tool: Podman, name: string, commit: string): Promise<void> {
  const started = Date.now();
  await podman(tool, ['stop', '-t', String(stopGraceSeconds), name]);
  const took = Date.now() - started;
  const exitCode = await podman(tool, ['inspect', '--format', '{{.State.ExitCode}}', name]);
  const logs = await podman(tool, ['logs', name]);
  check(exitCode === '0', `exit code ${exitCode} after podman stop:\n${logs}`);
  check(took < stopGraceSeconds * 1000, `the stop took ${took} ms: podman killed it`);
  for (const phase of ['stop: begun', 'stop: HTTP closed', 'stop: database closed']) check(logs.includes(phase), `no "${phase}" in the log:\n${logs}`);
  check(logs.includes(commit), `the start line does not name the commit ${commit}:\n${logs}`);
  say(`stopped by SIGTERM in ${seconds(started)}: exit 0, each phase logged`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const scratch = await mkdtemp(path.join(tmpdir(), 'utsuru-container-smoke-'));
  const suffix = randomBytes(4).toString('hex');
  const name = `utsuru-smoke-${suffix}`;
  const volume = `utsuru-smoke-data-${suffix}`;
  let tool: Podman | undefined;
  try {
    await ensureBase();
    tool = await findPodman(base);
    say(`podman runs containers here with ${tool.how}`);
    await build(tool, scratch);
    const port = await freePort();
    // The development IdP's issuer is PUBLIC_URL's, and the server discovers it over HTTP from
    // inside the container: the port is the same inside and out, so one origin serves both.
    const origin = `http://127.0.0.1:${port}`;
    await podman(tool, ['volume', 'create', volume]);
    const run = Date.now();
    // On the host's network nothing is published: the service listens on the host's loopback itself.
    const where = tool.hostNetwork ? ['-e', 'HOST=127.0.0.1'] : ['-p', `127.0.0.1:${port}:${port}`];
    await podman(tool, ['run', '-d', '--name', name, ...tool.limits, '--read-only', '--tmpfs', '/tmp', '-v', `${volume}:/data`, ...where, '-e', `PORT=${port}`, '-e', `PUBLIC_URL=${origin}`, image]);
    say(`started ${name} on ${origin}`);
    await waitReady(tool, name, origin);
    say(`ready ${seconds(run)} after podman run`);
    await exercise(tool, name, origin);
    await stopCleanly(tool, name, execFileSync('git', ['rev-parse', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim());
    say(`passed in ${seconds(started)}`);
  } catch (error) {
    // What the service said is the first thing to read when a check fails.
    const logs = tool ? await podman(tool, ['logs', name]).catch(() => '') : '';
    if (logs) process.stderr.write(`--- podman logs ${name} ---\n${logs.slice(-20_000)}\n`);
    throw error;
  } finally {
    if (tool) {
      await podman(tool, ['rm', '--force', '--time', '0', name]).catch(() => undefined);
      await podman(tool, ['volume', 'rm', '--force', volume]).catch(() => undefined);
    }
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
