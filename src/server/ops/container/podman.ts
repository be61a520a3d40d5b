// Podman as the container smoke test drives it (decision 032 §1, "The image, built here"), with
// the options a sandboxed machine needs found by trying: where the default runtime (crun) cannot
// start a container (cgroups v1 beside a cgroup2 with controllers; no CAP_SYS_RESOURCE to raise a
// limit), runc with the container's limits at or below the machine's own; where a rootless podman
// cannot make its network (slirp4netns needs /dev/net/tun), the host's network as well.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Podman {
  /** `podman` with the global options that work here. */
  readonly global: readonly string[];
  /** The options each `run` and `build` needs here (limits, network), none where the defaults work. */
  readonly limits: readonly string[];
  /** Whether containers share the host's network: no port publishing, the service binds where it is told. */
  readonly hostNetwork: boolean;
  /** What was tried, for the report. */
  readonly how: string;
}

/** `podman ARGS`: its stdout, trimmed; its stderr in the error when it fails. */
export async function podman(tool: Pick<Podman, 'global'>, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run('podman', [...tool.global, ...args], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: number };
    throw new Error(`podman ${args.join(' ')} failed (${code}): ${stderr?.trim() ?? String(error)}`, { cause: error });
  }
}

/** `podman ARGS` with its output shown as it comes (a build): its exit code. */
export function podmanShown(tool: Pick<Podman, 'global'>, args: readonly string[], cwd: string): Promise<number | null> {
  const child = spawn('podman', [...tool.global, ...args], { cwd, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

/** The machine's hard limit for `ulimit -H<flag>`, as a number (unlimited: undefined). */
async function hardLimit(flag: 'n' | 'u'): Promise<number | undefined> {
  const { stdout } = await run('sh', ['-c', `ulimit -H${flag}`]);
  const value = Number(stdout.trim());
  return Number.isFinite(value) ? value : undefined;
}

/** The podman options that start a container from `image` here, or an error naming each attempt's failure. */
export async function findPodman(image: string): Promise<Podman> {
  const files = await hardLimit('n');
  // A few processes are enough for node; podman's default (32768, or the machine's maximum) may be above what runc may set.
  const limits = [...(files ? ['--ulimit', `nofile=${files}:${files}`] : []), '--ulimit', 'nproc=4096:4096'];
  const named = limits.filter((option) => option !== '--ulimit').join(' ');
  const attempts: Podman[] = [
    { global: [], limits: [], hostNetwork: false, how: 'the defaults' },
    { global: ['--runtime', 'runc'], limits, hostNetwork: false, how: `runc, ${named}` },
    { global: ['--runtime', 'runc'], limits: [...limits, '--network', 'host'], hostNetwork: true, how: `runc, ${named}, the host's network` },
  ];
  const failures: string[] = [];
  for (const attempt of attempts) {
    try {
      await podman(attempt, ['run', '--rm', ...attempt.limits, image, 'true']);
      return attempt;
    } catch (error) {
      failures.push(`${attempt.how}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`podman cannot start a container here:\n${failures.join('\n')}`);
}
