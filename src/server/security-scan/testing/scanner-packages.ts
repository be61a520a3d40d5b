// The scanners and the namespace's tools come from Debian, installed when missing (as
// src/server/ops/ensure-system-packages.sh installs the browser): wapiti and sqlmap, socat for the inside half of the
// bridge, iproute2 for `ip` and `ss`, util-linux for `unshare`.
import { execFileSync } from 'node:child_process';

/** Each command the suite runs, with the Debian package that brings it. */
const packageOf = {
  wapiti: 'wapiti',
  sqlmap: 'sqlmap',
  socat: 'socat',
  ip: 'iproute2',
  ss: 'iproute2',
  unshare: 'util-linux',
} as const;

function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Installs the packages of the commands that are missing; returns the packages it installed. */
export function ensureScannerPackages(): string[] {
  const missing = [...new Set(Object.entries(packageOf).filter(([command]) => !onPath(command)).map(([, pkg]) => pkg))];
  if (missing.length === 0) return [];
  const [command, ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  const run = (...args: string[]) => execFileSync(command!, [...prefix, ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run('update');
  run('install', '-y', '--no-install-recommends', ...missing);
  return missing;
}
