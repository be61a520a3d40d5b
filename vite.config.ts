import { globSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build as viteBuild, type Rolldown } from 'vite';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { apiBasePath } from '#shared/config/brand';

const outDir = 'dist/web';
/** Component and hook tests, run in happy-dom (the `dom` test project below). */
const domTests = 'src/web/**/*.dom.test.tsx';

// Rolldown's types through Vite, which depends on it (the project does not).
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// `npm run test:db` runs only the suites that touch a database (src/server/testing/database-suites.ts);
// loaded on demand, so other runs never load the TypeScript scanner.
const databaseScope = process.env.UTSURU_TEST_SCOPE === 'database';
// `npm run soak`: the long suites (`*.soak.test.ts`, minutes each), one file at a time, never in
// `npm test` or `npm run test:db`. Each writes its figures into docs/reliability.md.
const soakScope = process.env.UTSURU_TEST_SCOPE === 'soak';
const soakTests = 'src/**/*.soak.test.ts';
async function databaseSuiteFiles(): Promise<string[]> {
  const { databaseSuites } = await import('./src/server/testing/database-suites');
  return databaseSuites(import.meta.dirname);
}

const nodeTests = ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'openapi/**/*.test.ts', 'e2e/model/*.test.ts'];
// Node test files share their worker's modules (isolate: false): the app, Fastify and PGlite load
// once per worker instead of once per file, which halves `npm run test:unit`. Two kinds of file get
// a module graph of their own, in the `node-isolated` project: the machines' and the web's, whose
// actors and timers may outlive a test (their modules are light), any file that replaces a
// module with vi.mock, and any file that measures the heap (--expose-gc), which the files before
// it in a shared worker would disturb as their leftovers are collected.
function isolatedTests(suites: readonly string[]): string[] {
  return globSync(suites, { exclude: ['**/node_modules/**', domTests] }).filter(
    (file) => /^(machines|src\/web)\//.test(file) || /vi\.mock\(|--expose-gc/.test(readFileSync(file, 'utf8')),
  );
}

/** Writes .br and .gz beside each built text asset, so the server never compresses per request. */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'utsuru-precompress',
    apply: 'build',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          .filter((f) => f.isFile() && /\.(js|css|html|svg|json|txt|webmanifest)$/.test(f.name))
          .map(async (f) => {
            const file = path.join(f.parentPath, f.name);
            const data = await readFile(file);
            await writeFile(`${file}.br`, await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
          }),
      );
    },
  };
}

/** The app's first chunk: start-app.tsx, which the entry (main.tsx) imports once the frame is painted (after React). */
const firstChunkModule = '/src/web/start-app.tsx';

const chunksOf = (bundle: OutputBundle | undefined): OutputChunk[] => Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');

/** The files a set of chunks loads statically (themselves, what they import, recursively). */
function staticGraph(chunks: OutputChunk[], roots: string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

/** The first page's chunks: the entry's, and the app's first chunk with what it imports. */
function firstPageFiles(chunks: OutputChunk[]): Set<string> {
  // Grouped with what it imports (output.codeSplitting below), so it is a module of that chunk.
  const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(firstChunkModule)));
  if (!app) throw new Error(`the build has no chunk for ${firstChunkModule}`);
  return staticGraph(chunks, [...chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName), app.fileName]);
}

/**
 * index.html loads the app's first chunk before the entry imports it: a modulepreload for each of
 * its files (fetched and compiled at once, run when imported). Vite links only what the entry
 * imports statically. The frame in the HTML needs only the stylesheet to paint, so these files
 * ask for a low priority: the stylesheet and the entry go first where the connection makes a
 * difference (HTTP/2), and Lighthouse does not count them as blocking the first paint.
 */
function firstChunkLinks(): Plugin {
  return {
    name: 'utsuru-first-chunk-links',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = chunksOf(bundle);
        const entries = staticGraph(chunks, chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const files = [...firstPageFiles(chunks)].filter((file) => !entries.has(file));
        return files.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${href}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * Renders the page frame (shell/static-shell.tsx) into index.html's #root: a server-side build of
 * that module with the same plugins, so its class names are the client's, run once here. Every
 * class it uses must be in the built stylesheets, or the build fails.
 */
function staticShell(): Plugin {
  return {
    name: 'utsuru-static-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const result = await viteBuild({
          configFile: false,
          logLevel: 'warn',
          plugins: [react(), vanillaExtractPlugin()],
          build: { ssr: 'src/web/shell/static-shell.tsx', write: false, emptyOutDir: false, outDir: 'node_modules/.cache/utsuru-static-shell' },
        });
        const output = (Array.isArray(result) ? result[0] : result) as { output: (OutputChunk | { type: 'asset' })[] };
        const chunk = output.output.find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
        if (!chunk) throw new Error('the static shell build produced no module');
        // Written inside the project, so that its imports (react, wouter) resolve from node_modules.
        const folder = path.resolve('node_modules/.cache/utsuru-static-shell');
        await mkdir(folder, { recursive: true });
        const file = path.join(folder, `static-shell-${Date.now()}.mjs`);
        await writeFile(file, chunk.code);
        let markup: string;
        try {
          const { staticShellMarkup } = (await import(pathToFileURL(file).href)) as { staticShellMarkup: () => string };
          markup = staticShellMarkup();
        } finally {
          await rm(file, { force: true });
        }
        const css = Object.values(bundle ?? {})
          .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
          .map((item) => (item.type === 'asset' ? String(item.source) : ''))
          .join('\n');
        const missing = [...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((name) => name && !css.includes(`.${name}`));
        if (missing.length > 0) throw new Error(`the static shell uses classes the stylesheets do not have: ${missing.join(' ')}`);
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root for the static shell');
        return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
      },
    },
  };
}

/**
 * Names the lazy pages' files (each page chunk and the shell's other lazy chunks, what they import
 * that the first page does not, and their CSS) in a `<meta name="utsuru-prefetch">` of index.html,
 * so the idle prefetch of spec §9 can fetch them without running them (routing/prefetch-routes.ts).
 */
function prefetchList(): Plugin {
  return {
    name: 'utsuru-prefetch-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = chunksOf(bundle);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const firstPage = firstPageFiles(chunks);
        // Every lazy chunk of the app: the pages, and what loads on first need (the session-expiry
        // machine, started by the first failed call; the holiday table of the visit-date check).
        // A group's chunk may hold a dynamic import's module without being its facade: asked by the imports.
        const imported = new Set(chunks.flatMap((chunk) => chunk.dynamicImports));
        const pages = chunks.filter((chunk) => imported.has(chunk.fileName) && chunk.moduleIds.some((id) => id.includes('/src/')));
        const files = new Set<string>();
        for (const file of staticGraph(chunks, pages.map((chunk) => chunk.fileName))) {
          if (firstPage.has(file)) continue;
          files.add(file);
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) files.add(css);
        }
        return [{ tag: 'meta', attrs: { name: 'utsuru-prefetch', content: [...files].sort().map((file) => `/${file}`).join(' ') }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Every page starts by asking `auth_status` (the route session, session/route-session.ts; the 404
 * page through useSignedIn). A `<link rel="preload">` lets the browser ask while it still fetches
 * and runs the first chunk; the client's own fetch then takes that answer instead of asking again,
 * so a signed-in page's draft reads start one round trip earlier. `crossorigin` gives the preload
 * the fetch's CORS mode with same-origin credentials (the session cookie goes with it).
 */
function authStatusPreload(): Plugin {
  return {
    name: 'utsuru-auth-status-preload',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preload', href: `${apiBasePath}/auth_status`, as: 'fetch', crossorigin: '' }, injectTo: 'head' },
    ],
  };
}

/**
 * Fails the build when chunks import one another in a circle. A module that no group names falls
 * to the flow folder that first imports it; if a group above imports it too, the two chunks import
 * each other, and the one evaluated first reads the other's bindings before they exist (a
 * registry module once landed in a flow's chunk that way and every page that read it broke).
 */
function noChunkCycles(): Plugin {
  return {
    name: 'utsuru-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, trail: string[]): void => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'open') throw new Error(`chunks import one another: ${[...trail.slice(trail.indexOf(file)), file].join(' → ')}`);
        state.set(file, 'open');
        for (const imported of byFile.get(file)?.imports ?? []) visit(imported, [...trail, file]);
        state.set(file, 'done');
      };
      for (const file of byFile.keys()) visit(file, []);
    },
  };
}

/** A group's modules: folders (ending in '/') and files (without their extension), below the project or node_modules. */
const inPaths = (...paths: string[]) => (id: string) => paths.some((p) => id.includes(`/${p.endsWith('/') ? p : `${p}.`}`));

const flowsFolder = path.resolve('src/web/flows');

/**
 * The lazy pages' own chunks, one a folder of src/web/flows: a folder of flows/common is a family
 * of its own (`my-page`, `error`, `top`), another flow's folder is named with its flow
 * (`addition-step`, `shared-sections`).
 */
function flowFolderOf(id: string): string | null {
  if (!id.startsWith(`${flowsFolder}/`)) return null;
  const [flow, ...folders] = path.relative(flowsFolder, path.dirname(id)).split(path.sep);
  if (folders.length === 0) return `${flow}-pages`;
  return flow === 'common' ? folders.join('-') : [flow, ...folders].join('-');
}

/**
 * How the build cuts its chunks (output.codeSplitting). Left to itself, Rolldown makes a chunk for
 * every set of pages that share modules: forty-odd, and a page such as /after/step fetched 23 files,
 * four or five rounds of requests on a phone's network. The groups below make one chunk of what a
 * family of pages shares instead, by folder, without making a page fetch a family it does not
 * belong to: a section page fetches `sections`, `form-ui`, `forms` and `common`; a step page its
 * flow folder's chunk, `forms`, `machines`, `steps` and `common`; マイページ its own, `machines` and
 * `common` (docs/performance.md). A module goes to the first group that names it, in this order:
 * a file named before its folder's group is shared by more families than its folder's.
 * - `entry`: the entry's few modules (main.tsx, the route table, the page tables) on their own:
 *   were they in the first chunk, running the entry would run the app before the frame is painted.
 * - `react` and `index`: the first chunk, React (react-runtime.ts) and everything start-app.tsx
 *   imports, which the entry runs one after the other once the frame of index.html is painted.
 */
const chunkGroups = [
  { name: 'entry', test: inPaths('src/web/main') },
  { name: 'react', test: inPaths('src/web/react-runtime') },
  { name: 'index', test: inPaths('src/web/start-app') },
  {
    // XState and the helpers every flow's machine uses: マイページ, the step pages, the error and top pages.
    name: 'machines',
    test: inPaths(
      'node_modules/xstate/',
      'node_modules/@xstate/react/',
      'node_modules/use-isomorphic-layout-effect/',
      'use-sync-external-store/shim/with-selector',
      'use-sync-external-store/cjs/use-sync-external-store-shim/with-selector',
      'machines/flow-failure',
      'machines/error-code-of',
      'machines/state-view',
    ),
  },
  {
    // Small modules most lazy pages use (dates, notices, the field anatomy, a few API calls).
    name: 'common',
    test: inPaths(
      'src/shared/validation/calendar-date',
      'src/shared/domain/calendar-days',
      'src/web/forms/notice.css',
      'src/web/forms/field-anatomy',
      'src/web/forms/error-summary',
      'src/web/api/applications',
      'src/web/api/identity-update',
      'src/web/api/catalogue',
      'src/web/api/address',
      'src/web/promo/promo-save-notice',
      'src/web/promo/campaign-offer.css',
      'src/web/scroll/',
      'src/web/stores/saved-section-store',
      'src/web/flows/shared/sections/signed-out',
      'src/web/flows/common/my-page/my-page.css',
      // The receipt's download link: the thanks pages of every flow and マイページ (issue 27).
      'src/web/flows/shared/receipt-link',
      'src/shared/receipt',
      'src/web/layout/page-actions.css',
      'src/web/flows/shared/step/step-pages.css',
      'src/shared/forms/field-ids',
    ),
  },
  {
    // The holiday table and the visit-date check that reads it: loaded on its first need.
    name: 'visit-date-errors',
    test: inPaths('node_modules/@holiday-jp/', 'src/shared/domain/visit-date', 'src/shared/domain/visit-date-errors', 'src/shared/domain/office-days'),
  },
  {
    // The forms as data and their rules (zod, the kana tables): the section pages and the step pages.
    name: 'forms',
    test: inPaths(
      'node_modules/zod/',
      'node_modules/jaconv/',
      'src/shared/forms/',
      'src/shared/procedures',
      'src/shared/lifeline-categories',
      'src/shared/procedure-names',
      'src/shared/cancellation',
      'src/shared/called-off-move',
      'src/shared/input/',
      'src/shared/validation/',
      'src/shared/domain/',
      'src/web/forms/input-status-block',
      'src/web/forms/form-values',
      'src/web/flows/shared/sections/return-to',
      'src/web/flows/shared/sections/lifeline-section',
      'src/web/flows/shared/sections/use-lifeline-businesses',
      'src/web/flows/shared/step/step-page-parts',
      'src/web/flows/shared/step/overview-actions',
      'src/web/flows/shared/step/overview-blocks',
      'src/web/flows/shared/step/summary',
      'src/web/flows/shared/step/summary-rows',
      'src/web/flows/shared/step/summary-sections',
      'src/web/promo/campaign-offer',
      'src/web/promo/use-campaign',
      'src/web/flows/addition/sections/add-business-list',
      'src/web/flows/addition/sections/addable-businesses',
      'src/web/flows/addition/sections/use-addable-businesses',
    ),
  },
  {
    // What the flows' step pages share: the flow kit, the draft flow, signing, the reception number.
    name: 'steps',
    test: inPaths('machines/draft-flow', 'machines/signed-flow', 'machines/signing.machine', 'src/web/flows/shared/step/'),
  },
  // The section pages and what they share: the normal flow's, and the addition's on top of them.
  { name: 'sections', test: inPaths('src/web/flows/shared/sections/') },
  {
    // The input components and react-hook-form: the section pages, the revocation's choice.
    name: 'form-ui',
    test: inPaths('node_modules/react-hook-form/', 'src/web/forms/'),
  },
  // Last, each flow folder's pages with what only they use (their machine, their calls).
  { name: flowFolderOf, debugName: 'flow pages', includeDependenciesRecursively: true },
].map((group, index, all) => ({ includeDependenciesRecursively: index < 3, ...group, priority: all.length - index }));

// Three test projects: `node` for most files, `node-isolated` for the files named above, and
// `dom` for the web's `*.dom.test.tsx`, which render components and hooks in happy-dom
// (docs/testing.md). `npm run test:db` runs the database suites of the first two only.
const nodeSuites = databaseScope ? await databaseSuiteFiles() : nodeTests;
const ownModuleTests = isolatedTests(nodeSuites);
// `*.pg.test.ts` need a real PostgreSQL (separate processes sharing it, connections cut):
// collected only when DATABASE_URL is set, as in `npm run test:db`, never reported as skipped.
const nodeExcludes = [...configDefaults.exclude, domTests, soakTests, ...(process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'])];
const globalSetup = ['src/server/db/test-global-setup.ts'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), noChunkCycles(), precompress(), prefetchList(), authStatusPreload(), firstChunkLinks(), staticShell()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // The first page is one chunk (below), so a browser without modulepreload (Safari before 17)
    // has next to nothing to preload: the polyfill would cost more than it saves.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app (about 7 kB gzip): the lazy pages then load no CSS of
    // their own, one request less per chunk group, and the first paint waits for one file.
    cssCodeSplit: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    // `npm run dev` serves the SPA with HMR and forwards the API, the dev IdP and the statecharts
    // (same origin as the SPA, so their live state reaches them) to `npm start`'s server.
    proxy: { '/utsuru-api': 'http://localhost:8080', '/dev-idp': 'http://localhost:8080', '/dev-flows': 'http://localhost:8080' },
  },
  test: {
    // One worker per core. Vitest's default leaves a core to its main process, which on the
    // 2-core CI machine means one worker: test:unit took 220 s, 147 s with two (docs/testing.md).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: soakScope ? [
      // A soak suite starts its own processes and load: alone on the machine, so its figures mean something.
      { extends: true, test: { name: 'soak', include: [soakTests], fileParallelism: false, testTimeout: 60 * 60_000, hookTimeout: 10 * 60_000, globalSetup } },
    ] : [
      { extends: true, test: { name: 'node', include: nodeSuites, exclude: [...nodeExcludes, ...ownModuleTests], isolate: false, globalSetup } },
      { extends: true, test: { name: 'node-isolated', include: ownModuleTests, exclude: nodeExcludes, globalSetup } },
      ...(databaseScope ? [] : [{ extends: true as const, test: { name: 'dom', include: [domTests], environment: 'happy-dom', setupFiles: ['src/web/testing/dom-setup.ts'] } }]),
    ],
  },
});
