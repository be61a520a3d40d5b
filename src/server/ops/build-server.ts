// `npm run build` compiles the server too: `npm start` runs dist/server/main.mjs with plain Node.
// Running the TypeScript through tsx costs a loader thread and the transformed sources in memory,
// in the server and again in the PGlite thread: about 90 MB of the 250 MB the server may take idle
// (brief §7, issue 15). Only the project's own code is bundled; packages load from node_modules.
// Files the code reads next to its own source (migrations, seeds, the contract) are named by
// absolute URL at build time, so the bundle reads the repository's files, as the sources do.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { loadBundledSpec } from '../../../openapi/load-spec';

/** The PGlite thread's entry: its TypeScript bootstrap in the sources, its own bundle here. */
const THREAD_BOOTSTRAP = './pglite-thread-bootstrap.mjs';
const THREAD_BUNDLE = 'pglite-thread.mjs';

const siblingUrl = /new URL\((['"])(\.\.?\/[^'"]*)\1,\s*import\.meta\.url\)/g;

const fileUrls: Plugin = {
  name: 'utsuru-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const contents = source.replace(siblingUrl, (_match, _quote: string, relative: string) => {
        if (relative === THREAD_BOOTSTRAP) return `new URL(${JSON.stringify(`./${THREAD_BUNDLE}`)}, import.meta.url)`;
        const target = pathToFileURL(path.resolve(path.dirname(file), relative)).href;
        return `new URL(${JSON.stringify(relative.endsWith('/') ? `${target}/` : target)})`;
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

await build({
  entryPoints: { main: 'src/server/main.ts', [THREAD_BUNDLE.replace('.mjs', '')]: 'src/server/db/pglite-thread/pglite-thread.ts' },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [contract, fileUrls],
  logLevel: 'warning',
});
