// `npm start`: one process serving the SPA and the API on PORT (default 8080), plus the
// background jobs unless JOBS=off.
import pino from 'pino';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { createRecipientDirectory } from './deliveries/recipient-directory';
import { reloadCatalogueOnHangup } from './catalogue/catalogue-reload';
import { domainData, startCatalogue } from './domain/domain-data';
import { ConfigError, EXIT_CONFIG } from './errors/config-error';
import { startJobs } from './jobs/job-runner';
import { logDestination, loggerOptions } from './logger';
import { requireProductionMail } from './mail/mail-config';
import { collectGarbage } from './ops/garbage-collection';
import { stopOnSignals } from './ops/graceful-stop';
import { startFacts } from './ops/start-line';
import { requireReceiptFonts } from './receipts/receipt-pdf';
import { requireProductionReceiptSigning } from './receipts/receipt-signing-identity';
import { createServices } from './services';

async function start(): Promise<void> {
  const config = readConfig();
  // The address catalogue and the seeds (about 0.4 s to build) are ready before the first request,
  // so the first resident after a start does not wait for them, and a catalogue (CATALOGUE_DIR) with
  // mistakes stops the start with every mistake listed (decision 032).
  await startCatalogue(config.catalogueDir);
  const domain = await domainData();
  // Every recipient must have a real endpoint in production (no development inbox): refuse to start otherwise.
  createRecipientDirectory(config, domain);
  // Production mails residents through a real relay: refuse to start without one (issue 27).
  requireProductionMail(process.env, config.production);
  // Receipts (控え) are signed with the service's own certificate: refuse to start without it.
  requireProductionReceiptSigning(config.receiptSigning, config.production);
  requireReceiptFonts(config.production);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // One composition root for the app and the jobs: one set of secrets, repositories and providers.
  const services = await createServices(config, database);
  // Aborted when a stop begins: /readyz says 503 from then on (decision 032 §3).
  const stopping = new AbortController();
  const app = await buildApp({ services, stopping: stopping.signal });
  // Started here rather than in buildApp: tests build many apps and none of them needs a scheduler.
  const jobs = config.jobs ? await startJobs(database, { logger: app.log.child({ component: 'jobs' }), services }) : undefined;
  // SIGHUP reloads the catalogue; one with mistakes is refused and the previous keeps serving.
  await reloadCatalogueOnHangup({ config, db: database.db, logger: app.log.child({ component: 'catalogue' }) });

  // SIGTERM and SIGINT: drain, answer what is in flight, stop the jobs, close the database, exit.
  stopOnSignals({ stopping, app, jobs, database, logger: app.log.child({ component: 'stop' }) }, config.shutdown);

  // The start's garbage (the catalogue's master data, the migrations) goes before the first
  // request can arrive: a compacting collection stops the thread for 0.1–0.2 s (decision 032 §7).
  collectGarbage();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(startFacts(config, database.kind, services.providers), 'うつる is serving');
}

try {
  await start();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  pino(loggerOptions('info'), logDestination()).fatal({ reason: error.message }, 'refused to start: a setting is wrong');
  process.exit(EXIT_CONFIG);
}
