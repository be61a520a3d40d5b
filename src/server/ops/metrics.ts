// GET /metrics for operators (issue 12 point 7, decision 019): Prometheus text from prom-client.
// The outbox figures are read from the database at each scrape, not counted in this process, so
// they hold whichever process sent the deliveries and survive restarts. Each app has its own
// registry (tests build many apps). Outside the API contract: an operator's endpoint, never
// under /utsuru-api/v1, so the session and CSRF plugins (API-only) leave it alone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { deliveryStates } from '#shared/recipient-status';
import type { Clock } from '../clock';
import type { Db } from '../db/database-handle';
import { mailStates } from '../db/schema';
import { readMailFigures } from '../mail/mail-figures';
import { operatorAdmitted } from './operator-admission';
import { readOutboxFigures } from './outbox-figures';

export interface MetricsOptions {
  db: Db;
  clock: Clock;
  /** METRICS_TOKEN; unset means loopback clients only (development) or no metrics (production). */
  token: string | undefined;
  production: boolean;
}

/** The route label of a request no route matched: never the raw URL (unbounded, may hold data). */
const unmatchedRoute = 'unmatched';
/**
 * The route label of every built file (one route each, see plugins/spa.ts): their names change
 * with each build, so a label each would grow the series with every deploy, and what an operator
 * wants of them is their rate, status codes and time together.
 */
const staticFileRoute = 'static';

function createRegistry({ db, clock }: Pick<MetricsOptions, 'db' | 'clock'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const deliveriesByState = new Gauge({ name: 'utsuru_deliveries', help: 'Deliveries in the outbox, by state.', labelNames: ['state'], registers: [registry] });
  const attempts = new Gauge({
    name: 'utsuru_delivery_attempts',
    help: "Delivery attempts recorded in the outbox (the sum of every delivery's attempts, across processes).",
    registers: [registry],
  });
  const oldestPending = new Gauge({
    name: 'utsuru_oldest_pending_delivery_age_seconds',
    help: 'Age of the oldest delivery not yet delivered or failed (pending or sending); 0 when none.',
    registers: [registry],
  });
  const mailsByState = new Gauge({ name: 'utsuru_mail_messages', help: 'Mails to residents, by state (sent and failed only grow).', labelNames: ['state'], registers: [registry] });
  const mailAttempts = new Gauge({ name: 'utsuru_mail_attempts', help: "Mail sending attempts (the sum of every mail's attempts, across processes).", registers: [registry] });
  /** Reads the outbox and the mails once per scrape (one query each) and sets their gauges. */
  const readOutbox = async () => {
    const [figures, mails] = await Promise.all([readOutboxFigures(db, clock.now()), readMailFigures(db)]);
    for (const state of deliveryStates) deliveriesByState.set({ state }, figures.byState[state]);
    attempts.set(figures.attempts);
    oldestPending.set(figures.oldestPendingAgeSeconds);
    for (const state of mailStates) mailsByState.set({ state }, mails.byState[state]);
    mailAttempts.set(mails.attempts);
  };
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, latency, readOutbox };
}

async function metricsPlugin(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  // Production without a token: no endpoint at all (GET /metrics is the not-found page).
  if (options.production && options.token === undefined) return;
  const { registry, latency, readOutbox } = createRegistry(options);

  // A callback hook rather than an async one: it runs for every request, static files included.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const { url, config } = request.routeOptions;
    const route = config.staticFile ? staticFileRoute : (url ?? unmatchedRoute);
    latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!operatorAdmitted(request, options.token)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('unauthorized\n');
    }
    await readOutbox();
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
}

export default fp(metricsPlugin, { name: 'utsuru-metrics' });
