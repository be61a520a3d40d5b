// Rate limits live in the database, so every app process behind the load balancer counts
// against the same budget (brief §3: no per-user state in process memory). Routes opt in
// through their `config.rateLimit` (see api/operation-table.ts).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database-handle';
import { createRateLimitStore } from '../repositories/rate-limit-store';
import { tooManyRequests } from '../errors/api-error';

async function rateLimitPlugin(app: FastifyInstance, options: { db: Db }): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: createRateLimitStore(options.db),
    errorResponseBuilder: tooManyRequests,
  });
}

export default fp(rateLimitPlugin, { name: 'utsuru-rate-limit' });
