// `npm run release [-- FOLDER]` (default: release/): builds the service (`npm run build`) and writes
// one folder that runs from any path with Node and the environment alone (issue 30, decision 032):
//   dist/server/    the server bundle, with the migrations, seeds and fixtures it reads (assets/)
//   dist/web/       the SPA
//   package.json    the production dependencies, pinned; package-lock.json, their lockfile
//   start.sh        node with the flags of `npm run serve`
//   OPERATING.md    the environment, the volume, the ports and the signals (docs/operating.md),
//                   and README.md, whose Configuration describes each setting
// The folder holds no node_modules: `npm ci --omit=dev` installs them where it runs (the
// Containerfile does it in its own stage).
import { spawnSync } from 'node:child_process';
import { chmod, cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseLockfile, releaseManifest, START_SCRIPT, startScript, type Lockfile, type ProjectManifest } from './release-package';
import { serveCommand } from './serve-command';

const folder = path.resolve(process.argv[2] ?? 'release');

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

/** Replaces only an empty folder or an earlier release: a mistyped argument must not delete someone's files. */
async function clearFolder(): Promise<void> {
  const entries = await readdir(folder).catch(() => null);
  if (entries && entries.length > 0) {
    const earlier = await stat(path.join(folder, START_SCRIPT)).then(
      () => true,
      () => false,
    );
    if (!earlier) throw new Error(`${folder} is not empty and holds no earlier release: choose another folder`);
  }
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
}

// A release is a production build whatever the caller's NODE_ENV (Vitest's `test` would make the
// SPA's JSX the development runtime's, with the build machine's source paths in it).
const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (built.status !== 0) process.exit(built.status ?? 1);

await clearFolder();
const serve = serveCommand();
await cp('dist/server', path.join(folder, 'dist/server'), { recursive: true });
await cp('dist/web', path.join(folder, 'dist/web'), { recursive: true });
const manifest = releaseManifest(await readJson<ProjectManifest>('package.json'), await readJson<Lockfile>('package-lock.json'));
const lock = releaseLockfile(await readJson<Lockfile>('package-lock.json'), manifest);
await writeFile(path.join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
await writeFile(path.join(folder, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
await writeFile(path.join(folder, START_SCRIPT), startScript(serve));
await chmod(path.join(folder, START_SCRIPT), 0o755);
await cp('docs/operating.md', path.join(folder, 'OPERATING.md'));
await cp('README.md', path.join(folder, 'README.md'));
process.stdout.write(`release written to ${folder}: run \`npm ci --omit=dev\` there, then ./${START_SCRIPT}\n`);
