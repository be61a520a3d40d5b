// /ops/maintenance: the operator's window read, opened and closed over HTTP, for `npm run
// maintenance` when the CLI cannot open the database itself (the embedded PGlite belongs to the
// running server). Behind OPERATOR_TOKEN like the funnel page; without it, loopback clients only
// in development, and no route at all in production. Outside the API: never in maintenance itself.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database-handle';
import { operatorAdmitted } from '../ops/operator-admission';
import { endMaintenance, readMaintenance, startMaintenance, type MaintenanceWindow } from './maintenance-store';
import { checkNotice } from './unavailable-answers';

export const maintenancePath = '/ops/maintenance';

export interface MaintenanceRouteOptions {
  db: Db;
  /** OPERATOR_TOKEN. */
  token: string | undefined;
  production: boolean;
}

export const windowJson = (window: MaintenanceWindow | null) => ({ maintenance: window && { notice: window.notice, started_at: window.startedAt.toISOString() } });

export function registerMaintenanceRoute(app: FastifyInstance, { db, token, production }: MaintenanceRouteOptions): void {
  if (production && token === undefined) return;
  const admitted = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store');
      if (!operatorAdmitted(request, token)) return reply.code(401).header('WWW-Authenticate', 'Bearer realm="operator"').send({ error: 'operator token required' });
    },
  };

  app.get(maintenancePath, admitted, async () => windowJson(await readMaintenance(db)));

  app.put<{ Body: { notice?: unknown } }>(maintenancePath, admitted, async (request, reply) => {
    const notice = request.body?.notice ?? null;
    const problem = notice === null ? null : typeof notice === 'string' ? checkNotice(notice) : 'the notice must be text';
    if (problem) return reply.code(400).send({ error: problem });
    const window = await startMaintenance(db, notice as string | null);
    app.maintenance.forget();
    request.log.warn('maintenance started');
    return windowJson(window);
  });

  app.delete(maintenancePath, admitted, async (request) => {
    const ended = await endMaintenance(db);
    app.maintenance.forget();
    request.log.warn({ ended }, 'maintenance ended');
    return windowJson(null);
  });
}
