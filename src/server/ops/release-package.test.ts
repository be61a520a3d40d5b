// The release's package.json, lockfile and start script, from the project's own (the release test,
// release.pg.test.ts, installs and runs them; this one runs in every `npm run test:unit`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { releaseLockfile, releaseManifest, startScript, type Lockfile, type ProjectManifest } from './release-package';
import { serveCommand } from './serve-command';

const project = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as ProjectManifest & { devDependencies: Record<string, string> };
const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as Lockfile;

describe('the release package', () => {
  const manifest = releaseManifest(project, lock);

  it("pins every production dependency to the lockfile's version, and names no development one", () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual(Object.keys(project.dependencies).sort());
    for (const [name, version] of Object.entries(manifest.dependencies)) expect(version).toBe(lock.packages[`node_modules/${name}`]?.version);
    expect(manifest).not.toHaveProperty('devDependencies');
    expect(manifest).toMatchObject({ type: 'module', engines: project.engines, scripts: { start: 'sh start.sh' } });
  });

  it('keeps the lockfile entries production may install, and drops those only development needs', () => {
    const released = releaseLockfile(lock, manifest);
    expect(released.packages['']).toMatchObject({ name: manifest.name, dependencies: manifest.dependencies });
    expect(released.packages['']).not.toHaveProperty('devDependencies');
    for (const [key, entry] of Object.entries(lock.packages)) {
      if (key === '') continue;
      expect(key in released.packages, key).toBe(!entry.dev);
    }
    expect(released.packages['node_modules/vitest']).toBeUndefined();
    expect(released.packages['node_modules/fastify']).toEqual(lock.packages['node_modules/fastify']);
  });

  it('refuses a dependency the lockfile does not hold', () => {
    expect(() => releaseManifest({ ...project, dependencies: { 'not-installed': '^1.0.0' } }, lock)).toThrow(/no not-installed/);
  });

  it("starts the bundle with `npm run serve`'s settings, from the script's own folder, by exec", () => {
    const serve = serveCommand();
    const script = startScript(serve);
    expect(script).toMatch(/^#!\/bin\/sh\n/);
    for (const [name, value] of Object.entries(serve.env)) expect(script).toContain(`export ${name}="\${${name}:-${value}}"`);
    expect(script).toContain('export WEB_ROOT="${WEB_ROOT:-$here/dist/web}"');
    expect(script).toContain(`exec node ${serve.nodeFlags.join(' ')} "$here/${serve.entry}" "$@"`);
  });
});
