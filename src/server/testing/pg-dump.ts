// The real pg_dump of a PostgreSQL database, for the suites that read what a backup would hold (the
// leak suite, issue 26; the retention suite, issue 28).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** pg_dump from Debian's postgresql-client, installed when missing (as root, as src/server/ops/ensure-system-packages.sh does). */
export async function pgDump(url: string): Promise<Buffer> {
  await run('which', ['pg_dump']).catch(() => run('apt-get', ['install', '-y', 'postgresql-client']));
  const { stdout } = await run('pg_dump', ['--no-owner', '--no-privileges', '--dbname', url], { encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 });
  return stdout;
}
