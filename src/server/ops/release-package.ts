// What `npm run release` writes beside the build (issue 30): the release's package.json (the
// production dependencies, pinned to the versions the lockfile holds), its lockfile (the
// checkout's, without the development-only packages, so that `npm ci --omit=dev` installs exactly
// what the tests ran with), and its start script (the flags of `npm run serve`).
import type { ServeCommand } from './serve-command';

interface LockEntry {
  version?: string;
  dev?: boolean;
  [key: string]: unknown;
}

export interface Lockfile {
  name: string;
  version: string;
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export interface ProjectManifest {
  name: string;
  version: string;
  description?: string;
  engines?: Record<string, string>;
  dependencies: Record<string, string>;
}

export interface ReleaseManifest {
  name: string;
  version: string;
  private: true;
  description?: string;
  type: 'module';
  engines?: Record<string, string>;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
}

/** The operator's commands of the checkout (`npm run catalogue -- …`), as the release runs them: its bundles. */
const releaseCommands = {
  catalogue: 'node dist/server/catalogue-cli.mjs',
  maintenance: 'node dist/server/maintenance-cli.mjs',
  deliveries: 'node dist/server/deliveries-cli.mjs',
  mail: 'node dist/server/mail-cli.mjs',
};

/** The start script's name in the release folder. */
export const START_SCRIPT = 'start.sh';

export function releaseManifest(project: ProjectManifest, lock: Lockfile): ReleaseManifest {
  const dependencies = Object.fromEntries(
    Object.keys(project.dependencies)
      .sort()
      .map((name) => {
        const version = lock.packages[`node_modules/${name}`]?.version;
        if (!version) throw new Error(`package-lock.json has no ${name}: run npm install`);
        return [name, version];
      }),
  );
  return {
    name: project.name,
    version: project.version,
    private: true,
    ...(project.description ? { description: project.description } : {}),
    type: 'module',
    ...(project.engines ? { engines: project.engines } : {}),
    scripts: { start: `sh ${START_SCRIPT}`, ...releaseCommands },
    dependencies,
  };
}

/**
 * The checkout's lockfile for the release's manifest: the packages only development needs
 * (`"dev": true`; `devOptional` ones may be a production package's optional dependency) left out.
 */
export function releaseLockfile(lock: Lockfile, manifest: ReleaseManifest): Lockfile {
  const packages: Record<string, LockEntry> = {
    '': { name: manifest.name, version: manifest.version, dependencies: manifest.dependencies, ...(manifest.engines ? { engines: manifest.engines } : {}) },
  };
  for (const [key, entry] of Object.entries(lock.packages)) if (key !== '' && !entry.dev) packages[key] = entry;
  return { name: manifest.name, version: manifest.version, lockfileVersion: lock.lockfileVersion, packages };
}

/**
 * Runs the release's bundle with the settings of `npm run serve`, from any working directory:
 * the web assets are the release's own unless WEB_ROOT names others, and `exec` leaves node
 * as the process that receives SIGTERM (a container's PID 1 included).
 */
export function startScript(serve: ServeCommand): string {
  const env = Object.entries(serve.env).map(([name, value]) => `export ${name}="\${${name}:-${value}}"`);
  return [
    '#!/bin/sh',
    '# Starts うつる from this release folder, wherever it is and whatever the working directory;',
    "# the same allocator and heap settings as the checkout's `npm run serve` (docs/operating.md).",
    'set -eu',
    'here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)',
    ...env,
    'export WEB_ROOT="${WEB_ROOT:-$here/dist/web}"',
    `exec node ${serve.nodeFlags.join(' ')} "$here/${serve.entry}" "$@"`,
    '',
  ].join('\n');
}
