// Serves the built SPA (brief §3): index.html for every route of the shared table with 200,
// the same page with 404 for any other GET, and every built file from memory (static-files.ts):
// one route per file, so an unknown path goes straight to the not-found handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { analyticsSinkMetaName, analyticsSinkPath } from '#shared/config/analytics-sink';
import { devFlowsChannel, devFlowsMetaName } from '#shared/config/dev-flows';
import { routeParamsValid, routes, type RouteDef } from '#shared/routes';
import type { RetentionConfig } from '../config';
import { builtFileLogger } from '../http/access-log';
import { privacyPolicyPath, withRetentionPeriods } from './privacy-policy';
import { loadStaticFiles, prepareFile, representationFor, revalidate, sendStaticFile, tableBytes, type StaticFile } from './static-files';

export interface SpaOptions {
  webRoot: string;
  /** The page names the development analytics sink (ANALYTICS_DEV_SINK=on), for the SPA to report to. */
  analyticsSink?: boolean;
  /** The page names the development statecharts' channel (outside production), for the SPA to post its flows' states to. */
  devFlows?: boolean;
  /**
   * The retention periods the privacy policy states (issue 28), filled into the built page. A page
   * without the markers refuses the start in production; elsewhere (a build older than them) it
   * is served as built, with a warning.
   */
  retention?: RetentionConfig & { required: boolean };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers one built file from memory (see access-log.ts and the metrics). */
    staticFile?: boolean;
  }
}

const missingBuild = Buffer.from(
  '<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>うつる</title></head>' +
    '<body><p>画面がまだビルドされていません。<code>npm run build</code> を実行してください。</p></body></html>',
);

/**
 * index.html for a route of the table (200, with its validators, so a revisit can get a 304) or
 * for any other path (404: the page is the not-found page there, and conditions do not apply).
 */
export function sendIndex(page: StaticFile, request: FastifyRequest, reply: FastifyReply, status: number) {
  if (status === 200) return sendStaticFile(page, request, reply);
  const representation = representationFor(page, request);
  return reply.code(status).headers(representation.headers).removeHeader('etag').send(representation.body);
}

/** index.html with the development tools' meta elements in its head, its forms and validators made again. */
async function namingDevTools(page: StaticFile, options: SpaOptions, warn: (message: string) => void): Promise<StaticFile> {
  const identity = page.representations.find((r) => r.coding === 'identity')?.body ?? Buffer.alloc(0);
  const meta = [
    ...(options.analyticsSink ? [`<meta name="${analyticsSinkMetaName}" content="${analyticsSinkPath}">`] : []),
    ...(options.devFlows ? [`<meta name="${devFlowsMetaName}" content="${devFlowsChannel}">`] : []),
  ].join('');
  const html = identity.toString('utf8').replace('</head>', `${meta}</head>`);
  return prepareFile({ urlPath: page.urlPath, identity: Buffer.from(html), cacheControl: revalidate }, warn);
}

/** The privacy policy with the configured retention periods, its forms and validators made again. */
async function statingThePeriods(page: StaticFile, retention: RetentionConfig & { required: boolean }, warn: (message: string) => void): Promise<StaticFile> {
  const identity = page.representations.find((r) => r.coding === 'identity')?.body ?? Buffer.alloc(0);
  let html: string;
  try {
    html = withRetentionPeriods(identity.toString('utf8'), retention);
  } catch (error) {
    if (retention.required) throw error;
    warn(`${(error as Error).message}: served as built (run \`npm run build\`)`);
    return page;
  }
  return prepareFile({ urlPath: page.urlPath, identity: Buffer.from(html), cacheControl: revalidate }, warn);
}

async function spaPlugin(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const warn = (message: string) => app.log.warn(message);
  const built = await loadStaticFiles(options.webRoot, warn);
  const { retention } = options;
  const files = await Promise.all(
    built.map((file) => {
      if (file.urlPath === '/index.html' && (options.analyticsSink || options.devFlows)) return namingDevTools(file, options, warn);
      if (file.urlPath === privacyPolicyPath && retention) return statingThePeriods(file, retention, warn);
      return file;
    }),
  );
  let page = files.find((file) => file.urlPath === '/index.html');
  if (!page) {
    warn('dist/web/index.html not found: run `npm run build`');
    page = await prepareFile({ urlPath: '/index.html', identity: missingBuild, cacheControl: revalidate }, warn);
  }
  app.log.info({ files: files.length, bytes: tableBytes(files) }, 'built files held in memory');

  // GET and, through Fastify's HEAD routes, HEAD of each file, logged once each (access-log.ts).
  // In a scope of their own only for the logger: every hook of the app still runs on them.
  const log = builtFileLogger(app.log.level);
  await app.register(async (scope) => {
    scope.setChildLoggerFactory((_logger, bindings, childOptions) => log.child(bindings, childOptions));
    for (const file of files) {
      scope.get(file.urlPath, { config: { staticFile: true } }, (request, reply) => sendStaticFile(file, request, reply));
    }
  });

  // wouter patterns → find-my-way patterns; an optional `:id?` becomes two routes. A route
  // whose validate check fails is a 404, as the SPA will show (spec §2).
  const index = page;
  const register = (url: string, route: RouteDef) =>
    app.get<{ Params: { id?: string } }>(url, (request, reply) =>
      sendIndex(index, request, reply, routeParamsValid(route, request.params) ? 200 : 404),
    );
  for (const route of routes) {
    if (route.pattern.endsWith(':id?')) {
      register(route.pattern.replace('/:id?', ''), route);
      register(route.pattern.replace(':id?', ':id'), route);
    } else register(route.pattern, route);
  }

  app.decorate('spaIndex', index);
}

declare module 'fastify' {
  interface FastifyInstance {
    spaIndex: StaticFile;
  }
}

export default fp(spaPlugin, { name: 'utsuru-spa' });
