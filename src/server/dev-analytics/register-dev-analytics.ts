// The development analytics sink (issue 24, point 7), registered only with ANALYTICS_DEV_SINK=on
// outside production: POST takes one event of the SPA, GET lists the latest, so a developer or
// an end-to-end test sees what analytics would receive without a measurement id. It is not an API
// route (no session): a cross-site page cannot post to it, since a post must come from the app's
// own origin as JSON. The log line names the event's route, never its path or title.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { analyticsSinkPath } from '#shared/config/analytics-sink';
import { routeShownAt } from '#shared/routes';
import type { Clock } from '../clock';
import { SinkEventLog, sinkEventSchema } from './sink-events';

export interface DevAnalyticsOptions {
  publicUrl: string;
  clock: Clock;
}

const listQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });

export async function registerDevAnalytics(app: FastifyInstance, { publicUrl, clock }: DevAnalyticsOptions): Promise<void> {
  const origin = new URL(publicUrl).origin;
  const log = new SinkEventLog();

  app.post(analyticsSinkPath, { bodyLimit: 2048 }, async (request, reply) => {
    // A browser always sends Origin with a fetch POST; a form or a script of another site cannot pass as ours.
    if (request.headers.origin !== origin) return reply.code(403).send({ error: 'same origin only' });
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return reply.code(415).send({ error: 'application/json only' });
    const parsed = sinkEventSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'not an analytics event' });
    const event = log.add(parsed.data, clock.now());
    request.log.info(
      { analytics: { seq: event.seq, type: event.type, route: routeShownAt(event.path)?.name ?? 'unknown', ...(event.type === 'error_page' && { status: event.status }) } },
      'analytics event (development sink)',
    );
    return reply.code(204).send();
  });

  app.get(analyticsSinkPath, async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'after must be a whole number' });
    return reply.header('cache-control', 'no-store').send({ events: log.after(query.data.after) });
  });
}
