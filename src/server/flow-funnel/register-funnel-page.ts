// GET /ops/funnel and /ops/funnel.csv (issue 29): the operators' funnel, behind OPERATOR_TOKEN (a
// bearer token, or a browser's Basic password) as /metrics is behind METRICS_TOKEN. Outside the
// API, like /metrics: no session, no CSRF. Production without the token serves neither route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Db } from '../db/database-handle';
import { operatorAdmitted } from '../ops/operator-admission';
import { readFunnel, type DayRange } from './funnel-figures';
import { funnelPage, funnelStylesheet, funnelStylesheetPath } from './funnel-page';
import { funnelCsv } from './funnel-rows';
import { closeIdleFlowSessions } from './funnel-sessions';
import { funnelDay } from './record-flow-events';

export interface FunnelPageOptions {
  db: Db;
  clock: Clock;
  /** OPERATOR_TOKEN. */
  token: string | undefined;
  production: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year at most: the page reads every day of the range. */
const MAX_RANGE_DAYS = 366;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The range asked for, or the last 7 days to today (Japan); null when malformed. */
function rangeOf(query: unknown, now: Date): DayRange | null {
  const { from, to } = (query ?? {}) as { from?: unknown; to?: unknown };
  const last = to === undefined || to === '' ? funnelDay(now) : to;
  const first = from === undefined || from === '' ? new Date(dayMs(String(last)) - 6 * DAY_MS).toISOString().slice(0, 10) : from;
  if (typeof first !== 'string' || typeof last !== 'string' || !dayPattern.test(first) || !dayPattern.test(last)) return null;
  const span = (dayMs(last) - dayMs(first)) / DAY_MS;
  if (!Number.isFinite(span) || span < 0 || span >= MAX_RANGE_DAYS) return null;
  if (new Date(dayMs(first)).toISOString().slice(0, 10) !== first || new Date(dayMs(last)).toISOString().slice(0, 10) !== last) return null;
  return { from: first, to: last };
}

async function funnelPagePlugin(app: FastifyInstance, { db, clock, token, production }: FunnelPageOptions): Promise<void> {
  if (production && token === undefined) return;

  /** The range's figures, or the refusal already sent. */
  const figures = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    if (!operatorAdmitted(request, token, { basic: true })) {
      await reply.code(401).header('WWW-Authenticate', 'Basic realm="utsuru operators", charset="UTF-8"').type('text/plain; charset=utf-8').send('unauthorized\n');
      return null;
    }
    const range = rangeOf(request.query, clock.now());
    if (!range) {
      await reply.code(400).type('text/plain; charset=utf-8').send('from and to must be YYYY-MM-DD days, from ≤ to, within a year\n');
      return null;
    }
    // Flows idle long enough have ended: count where they stopped before reading.
    await closeIdleFlowSessions(db, clock.now());
    return { range, funnels: await readFunnel(db, range) };
  };

  // Layout only, the same for everyone: no token asked.
  app.get(funnelStylesheetPath, async (_request, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(funnelStylesheet));

  app.get('/ops/funnel', async (request, reply) => {
    const read = await figures(request, reply);
    if (!read) return reply;
    return reply.type('text/html; charset=utf-8').send(funnelPage(read.funnels, read.range));
  });

  app.get('/ops/funnel.csv', async (request, reply) => {
    const read = await figures(request, reply);
    if (!read) return reply;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="utsuru-funnel-${read.range.from}-${read.range.to}.csv"`)
      .send(funnelCsv(read.funnels));
  });
}

export default fp(funnelPagePlugin, { name: 'utsuru-funnel-page' });
