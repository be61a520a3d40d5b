// The API says TEMPORARILY (spec §8) when the service is not itself (issue 30): during the
// operator's maintenance window, and when the process is overloaded (@fastify/under-pressure:
// event-loop delay, heap). A database that does not answer is the error handler's part
// (errors/database-unavailable.ts). Only the API is refused: /healthz, /readyz, /metrics, the
// operators' pages, the development tools and the SPA's files answer as always, so the platform
// keeps the instance and the resident's browser gets the page that reads the answer.
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiBasePath } from '#shared/config/brand';
import type { Clock } from '../clock';
import type { Db } from '../db/database-handle';
import { isApiRequest } from '../http/api-request';
import type { AvailabilityConfig } from './availability-config';
import { registerMaintenanceRoute } from './maintenance-route';
import { createMaintenanceState, type MaintenanceState } from './maintenance-state';
import { maintenanceAnswer, overloadAnswer } from './unavailable-answers';

export interface ServiceAvailabilityOptions {
  config: AvailabilityConfig;
  db: Db;
  clock: Clock;
  /** OPERATOR_TOKEN, for /ops/maintenance. */
  operatorToken: string | undefined;
  production: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's reading of the maintenance row (the operator's endpoint forgets it after a change). */
    maintenance: MaintenanceState;
  }
}

/**
 * The login's return from the identity provider is a page load, not a call the SPA reads: refused,
 * the resident would see bare JSON halfway through a login. It goes on; the next call says why not.
 */
const notGated = new Set([`${apiBasePath}/login/callback`]);

const gated = (request: FastifyRequest) => isApiRequest(request) && !notGated.has(request.routeOptions.url ?? '');

async function serviceAvailability(app: FastifyInstance, { config, db, clock, operatorToken, production }: ServiceAvailabilityOptions): Promise<void> {
  const maintenance = createMaintenanceState({
    fromEnvironment: config.maintenance,
    db,
    clock,
    onReadFailure: (error) => app.log.warn({ err: { type: (error as Error).name, message: (error as Error).message } }, 'maintenance row not read'),
  });
  app.decorate('maintenance', maintenance);
  registerMaintenanceRoute(app, { db, token: operatorToken, production });

  const heapLimitMb = getHeapStatistics().heap_size_limit / 1024 / 1024;
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: (config.maxHeapUsedMb ?? heapLimitMb * 0.9) * 1024 * 1024,
    // Past a limit: the API's answer is TEMPORARILY (thrown to the error handler, which adds
    // Retry-After); everything else goes on.
    pressureHandler: async (request, _reply, type, value) => {
      if (!gated(request)) return;
      request.log.warn({ type, value }, 'overloaded: answered TEMPORARILY');
      throw overloadAnswer();
    },
  });

  app.addHook('onRequest', async (request) => {
    if (!gated(request)) return;
    const window = await maintenance.current();
    if (window) throw maintenanceAnswer(window.notice);
  });
}

export default fp(serviceAvailability, { name: 'utsuru-service-availability' });
