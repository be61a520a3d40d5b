// `npm start`: one process serving the SPA and the API on PORT (default 8080), plus the
// background jobs unless JOBS=off.
import pino from 'pino';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { createRecipientDirectory } from './deliveries/recipient-directory';
import { domainData } from './domain/domain-data';
import { ConfigError, EXIT_CONFIG } from './errors/config-error';
import { startJobs } from './jobs/job-runner';
import { logDestination, loggerOptions } from './logger';
import { requireProductionMail } from './mail/mail-config';
import { collectGarbage, collectWhenQuiet } from './ops/garbage-collection';
import { requireReceiptFonts } from './receipts/receipt-pdf';
import { requireProductionReceiptSigning } from './receipts/receipt-signing-identity';
import { createServices } from './services';

async function start(): Promise<void> {
  const config = readConfig();
  // The address catalogue and the seeds (about 0.4 s to build) are ready before the first request,
  // so the first resident after a start does not wait for them, and bad seed data stops the start.
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
  const app = await buildApp({ services });
  // Started here rather than in buildApp: tests build many apps and none of them needs a scheduler.
  const jobs = config.jobs ? await startJobs(database, { logger: app.log.child({ component: 'jobs' }), services }) : undefined;

  const shutdown = async () => {
    await app.close();
    // Running jobs finish (or are failed for a retry) while the database is still open.
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  collectGarbage();
  await app.listen({ port: config.port, host: config.host });
  collectWhenQuiet(app.server);
}

try {
  await start();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  pino(loggerOptions('info'), logDestination()).fatal({ reason: error.message }, 'refused to start: a setting is wrong');
  process.exit(EXIT_CONFIG);
}
