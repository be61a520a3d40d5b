// Health endpoints for the platform (issue 12 point 7): GET /healthz says the process answers;
// GET /readyz says it can serve, i.e. the database answers `select 1` in time. Outside the API
// contract (operator endpoints) and free of personal data; never cached. Once the stop has begun
// (decision 032 §3) /readyz says 503 whatever the database says, so a load balancer drains the
// instance while it still answers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database-handle';

export interface HealthOptions {
  database: Pick<DatabaseHandle, 'query'>;
  /** How long /readyz waits for the database before it says not ready. */
  readyTimeoutMs?: number;
  /** Aborted when the process begins to stop (SIGTERM, SIGINT). */
  stopping?: AbortSignal;
}

async function databaseAnswers(database: HealthOptions['database'], timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = database.query('select 1 as ok').then(
    (result) => result.rows[0]?.ok === 1,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function healthPlugin(app: FastifyInstance, { database, readyTimeoutMs = 2000, stopping }: HealthOptions): Promise<void> {
  if (stopping) {
    // While draining, every answer closes its connection: a load balancer's pooled connections
    // move to the other instances instead of waiting here for the port to close.
    app.addHook('onRequest', async (_request, reply) => {
      if (stopping.aborted) reply.header('Connection', 'close');
    });
  }
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (stopping?.aborted) return reply.code(503).send({ status: 'stopping' });
    if (await databaseAnswers(database, readyTimeoutMs)) return reply.send({ status: 'ok' });
    return reply.code(503).send({ status: 'unavailable', checks: { database: 'unavailable' } });
  });
}

export default fp(healthPlugin, { name: 'utsuru-health' });
