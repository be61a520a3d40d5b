import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const outDir = 'dist/web';

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
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticGraph = (roots: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
          };
          roots.forEach(visit);
          return seen;
        };
        const firstPage = staticGraph(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        // Every lazy chunk of the app: the pages, and what the shell loads on first need (the
        // session-expiry machine, started by the first failed call).
        const pages = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.includes('/src/web/'));
        const files = new Set<string>();
        for (const file of staticGraph(pages.map((chunk) => chunk.fileName))) {
          if (firstPage.has(file)) continue;
          files.add(file);
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) files.add(css);
        }
        return [{ tag: 'meta', attrs: { name: 'utsuru-prefetch', content: [...files].sort().map((file) => `/${file}`).join(' ') }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress(), prefetchList()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // The first page is one chunk (below), so a browser without modulepreload (Safari before 17)
    // has next to nothing to preload: the polyfill would cost more than it saves.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page loads in one chunk (and one stylesheet), rather than split by
        // which lazy pages share it: fewer requests before the first paint, and one gzip stream
        // compresses better than several (docs/performance.md). The lazy pages import from it.
        codeSplitting: { groups: [{ name: 'index', test: /\/src\/web\/main\.tsx$/ }] },
      },
    },
  },
  server: {
    // `npm run dev` serves the SPA with HMR and forwards the API and the dev IdP to `npm start`'s server.
    proxy: { '/utsuru-api': 'http://localhost:8080', '/dev-idp': 'http://localhost:8080' },
  },
  test: {
    include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'openapi/**/*.test.ts'],
    // `*.pg.test.ts` need a real PostgreSQL (separate processes sharing it, connections cut):
    // collected only when DATABASE_URL is set, as in `npm run test:db`, never reported as skipped.
    exclude: process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.ts'],
    globalSetup: ['src/server/db/test-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
