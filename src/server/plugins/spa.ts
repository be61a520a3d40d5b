// Serves the built SPA (brief §3): index.html for every route of the shared table with 200,
// the same page with 404 for any other GET, and hashed assets with immutable caching.
// index.html and its compressed forms are held in memory: they are tiny and asked for a lot.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeParamsValid, routes, type RouteDef } from '#shared/routes';

export interface SpaOptions {
  webRoot: string;
}

interface IndexPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const missingBuild = Buffer.from(
  '<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>うつる</title></head>' +
    '<body><p>画面がまだビルドされていません。<code>npm run build</code> を実行してください。</p></body></html>',
);

async function loadIndexPage(webRoot: string): Promise<IndexPage> {
  const file = path.join(webRoot, 'index.html');
  const identity = existsSync(file) ? await readFile(file) : missingBuild;
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

export function sendIndex(page: IndexPage, request: FastifyRequest, reply: FastifyReply, status: number) {
  const accept = String(request.headers['accept-encoding'] ?? '');
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accept)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accept)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

async function spaPlugin(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const page = await loadIndexPage(options.webRoot);
  if (page.identity === missingBuild) app.log.warn('dist/web/index.html not found: run `npm run build`');

  if (existsSync(options.webRoot)) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      index: false,
      wildcard: false, // one route per built file: unknown paths go straight to the not-found handler
      preCompressed: true, // vite writes .br and .gz next to each asset at build time
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // wouter patterns → find-my-way patterns; an optional `:id?` becomes two routes. A route
  // whose validate check fails is a 404, as the SPA will show (spec §2).
  const register = (url: string, route: RouteDef) =>
    app.get<{ Params: { id?: string } }>(url, (request, reply) =>
      sendIndex(page, request, reply, routeParamsValid(route, request.params) ? 200 : 404),
    );
  for (const route of routes) {
    if (route.pattern.endsWith(':id?')) {
      register(route.pattern.replace('/:id?', ''), route);
      register(route.pattern.replace(':id?', ':id'), route);
    } else register(route.pattern, route);
  }

  app.decorate('spaIndex', page);
}

declare module 'fastify' {
  interface FastifyInstance {
    spaIndex: IndexPage;
  }
}

export default fp(spaPlugin, { name: 'utsuru-spa' });
