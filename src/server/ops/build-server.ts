// `npm run build` compiles the server too: `npm start` runs dist/server/main.mjs with plain Node.
// Running the TypeScript through tsx costs a loader thread and the transformed sources in memory,
// in the server and again in the PGlite thread: about 90 MB of the 250 MB the server may take idle
// (brief §7, issue 15). Only the project's own code is bundled; packages load from node_modules.
// Files the code reads next to its own source (`new URL('./x', import.meta.url)`: migrations,
// seeds, the development residents) are copied under dist/server/assets/, at their path in the
// repository, and named relative to the bundle: dist/ runs from any folder, with no path of the
// build machine in it (issue 30, `npm run release`).
import { execFileSync } from 'node:child_process';
import { cp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { loadBundledSpec } from '../../../openapi/load-spec';

/** The PGlite thread's entry: its TypeScript bootstrap in the sources, its own bundle here. */
const THREAD_BOOTSTRAP = './pglite-thread-bootstrap.mjs';
const THREAD_BUNDLE = 'pglite-thread.mjs';

const outdir = 'dist/server';

/** The operator's commands, bundled too so that a release runs them without the sources (`npm run catalogue` there). */
const operatorCommands = {
  'catalogue-cli': 'src/server/ops/catalogue-cli.ts',
  'maintenance-cli': 'src/server/maintenance/maintenance-cli.ts',
  'deliveries-cli': 'src/server/ops/deliveries-cli.ts',
  'mail-cli': 'src/server/ops/mail-cli.ts',
};
const assetsFolder = 'assets';

const siblingUrl = /new URL\((['"])(\.\.?\/[^'"]*)\1,\s*import\.meta\.url\)/g;

/** Whether `offset` is in a `//` comment or a line of a block comment (a comment may quote the pattern). */
function inComment(source: string, offset: number): boolean {
  const line = source.slice(source.lastIndexOf('\n', offset - 1) + 1, offset);
  return line.includes('//') || /^\s*(\/\*|\*)/.test(line);
}

/** What the bundle reads at run time, by its path in the repository: copied once the bundle is built. */
const assets = new Set<string>();

const fileUrls: Plugin = {
  name: 'utsuru-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const contents = source.replace(siblingUrl, (match: string, _quote: string, relative: string, offset: number) => {
        if (inComment(source, offset)) return match;
        if (relative === THREAD_BOOTSTRAP) return `new URL(${JSON.stringify(`./${THREAD_BUNDLE}`)}, import.meta.url)`;
        const inRepository = path.relative(process.cwd(), path.resolve(path.dirname(file), relative)).split(path.sep).join('/');
        if (inRepository.startsWith('../')) throw new Error(`${file} reads ${relative}, outside the repository`);
        assets.add(inRepository);
        const bundled = `./${assetsFolder}/${inRepository}${relative.endsWith('/') ? '/' : ''}`;
        return `new URL(${JSON.stringify(bundled)}, import.meta.url)`;
      });
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * The contract, bundled now into the server's bundle: bundling the split YAML at every start
 * loads @redocly/openapi-core (about 27 MB of memory) for a document that never changes.
 */
const contract: Plugin = {
  name: 'utsuru-contract',
  setup(builder) {
    builder.onLoad({ filter: /openapi[\\/]load-spec\.ts$/ }, async () => ({
      contents: `export const loadBundledSpec = async () => (${JSON.stringify(await loadBundledSpec())});`,
      loader: 'js',
    }));
  },
};

/**
 * The commit the start line names (src/server/ops/start-line.ts): UTSURU_COMMIT when the build has
 * no Git history (the Containerfile's build context leaves .git out), else `git rev-parse HEAD`.
 */
function commit(): string {
  if (process.env.UTSURU_COMMIT) return process.env.UTSURU_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

await rm(path.join(outdir, assetsFolder), { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', [THREAD_BUNDLE.replace('.mjs', '')]: 'src/server/db/pglite-thread/pglite-thread.ts', ...operatorCommands },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  define: { __UTSURU_COMMIT__: JSON.stringify(commit()) },
  plugins: [contract, fileUrls],
  logLevel: 'warning',
});

// A file or a whole folder (the migrations, the seeds); a missing one fails the build, not the first start.
for (const asset of assets) {
  await stat(asset);
  await cp(asset, path.join(outdir, assetsFolder, asset), { recursive: true });
}
