// Assembles the one Fastify process (brief §3): the operators' metrics and health endpoints,
// security plugins, the spec-first API, the development identity provider when no real one is
// configured, and the built SPA.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ProcedureRegistry } from '#shared/procedures';
import { loadBundledSpec } from '../../openapi/load-spec';
import { createOperationTable } from './api/operation-table';
import { registerApi } from './api/register-api';
import { createValidatorCompiler } from './api/validator-compiler';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database-handle';
import { devInboxOn } from './deliveries/recipient-directory';
import { registerDevAnalytics } from './dev-analytics/register-dev-analytics';
import { registerDevFlows } from './dev-flows/register-dev-flows';
import funnelPage from './flow-funnel/register-funnel-page';
import { registerDevInbox } from './dev-inbox/register-dev-inbox';
import { databaseMailStore } from './dev-mail/mail-store';
import { registerDevMail } from './dev-mail/register-dev-mail';
import { loadOrCreateDevIdpKeys, registerDevIdp } from './dev-idp/register-dev-idp';
import { recipientSeeds } from './domain/domain-data';
import { AccessLogController } from './http/access-log';
import { installErrorHandler } from './http/error-handler';
import { installNotFoundHandler } from './http/not-found';
import { requestHandlingOptions } from './http/request-handling-options';
import { logDestination, loggerOptions } from './logger';
import health from './ops/health';
import receiptCa from './receipts/receipt-ca-route';
import metrics from './ops/metrics';
import csrf from './plugins/csrf';
import rateLimit from './plugins/rate-limit';
import serviceAvailability from './maintenance/service-availability';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import spa from './plugins/spa';
import { createServices, devIdpIssuerOf, type Services } from './services';

/** The services of the composition root, or what to build them from (tests build one app each). */
export type AppDeps = ({ services: Services } | { config: AppConfig; database: DatabaseHandle; clock?: Clock; procedures?: ProcedureRegistry }) & {
  /** Aborted when the process begins to stop: /readyz then says 503 (decision 032 §3). */
  stopping?: AbortSignal;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const services = 'services' in deps ? deps.services : await createServices(deps.config, deps.database, deps.clock, deps.procedures);
  const { config, clock, database, providers } = services;
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), stream: logDestination() },
    logController: new AccessLogController(),
    genReqId: () => randomUUID(),
    ...requestHandlingOptions(config),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(createValidatorCompiler());
  installErrorHandler(app);

  // First, so its latency hook sees every route registered after it.
  await app.register(metrics, { db: database.db, clock, token: config.metricsToken, production: config.production });
  await app.register(health, { database, stopping: deps.stopping });
  await app.register(funnelPage, { db: database.db, clock, token: config.operatorToken, production: config.production });
  await app.register(receiptCa, { caPem: services.receiptSigning.caPem });
  await app.register(cookie);
  await app.register(securityHeaders, {
    production: config.production,
    analytics: Boolean(config.gaMeasurementId),
    formActionOrigins: [...new Set(providers.map((p) => new URL(p.issuer).origin))],
  });
  // After the security headers (its answers carry them), before the session is read: in maintenance or overloaded, the API answers TEMPORARILY without a query.
  await app.register(serviceAvailability, { config: config.availability, db: database.db, clock, operatorToken: config.operatorToken, production: config.production });
  await app.register(session, { repository: services.sessions, clock, secureCookie: config.production });
  await app.register(csrf, { key: services.secrets.csrfKey });
  await app.register(rateLimit, { db: database.db });

  if (services.devSigning) {
    // Only when no real provider is configured: then /dev-idp does not exist at all.
    await registerDevIdp(app, {
      issuer: devIdpIssuerOf(config),
      clients: providers.map((p) => ({ client_id: p.clientId, client_secret: p.clientSecret, redirect_uris: [services.redirectUri] })),
      ...(await loadOrCreateDevIdpKeys(config.dataDir)),
      ...(config.devIdpResidentsFile ? { residentsFile: config.devIdpResidentsFile } : {}),
      signing: services.devSigning.pages,
      ...(services.devIdentityUpdates ? { identityUpdates: services.devIdentityUpdates } : {}),
      // In the database, so a login goes on at whichever app process answers (decision 026).
      storage: { db: database.db, cipher: services.cipher, clock },
    });
  }

  // Only outside production, and only when some seeded recipient is delivered to it (decision 019).
  const recipientsData = await recipientSeeds();
  if (devInboxOn(config, recipientsData)) {
    await registerDevInbox(app, {
      db: database.db,
      cipher: services.cipher,
      clock,
      recipientSecrets: services.recipientSecrets,
      publicUrl: config.publicUrl,
      domain: recipientsData,
      procedures: services.procedures,
      ...(services.devSigning && { revocations: services.devSigning.revocations }),
    });
  }

  // The development mailbox (issue 27): what the embedded SMTP receiver got; never in production.
  if (!config.production) await registerDevMail(app, { store: databaseMailStore(database.db, { cipher: services.cipher, clock }) });

  // The statecharts drawn live (issue 29): never in production, where the page names no channel either.
  if (!config.production) await registerDevFlows(app);

  // Only when asked for (ANALYTICS_DEV_SINK=on), never in production (readConfig refuses it there).
  if (config.analyticsDevSink) await registerDevAnalytics(app, { publicUrl: config.publicUrl, clock });

  await registerApi(app, {
    specification: await loadBundledSpec(),
    operations: createOperationTable(app, services),
  });
  await app.register(spa, { webRoot: config.webRoot, analyticsSink: config.analyticsDevSink, devFlows: !config.production, retention: { ...config.retention, required: config.production } });
  installNotFoundHandler(app);
  return app;
}
