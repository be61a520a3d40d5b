// A clean stop on SIGTERM and SIGINT (issue 30 point 3, decision 032 §3), in phases, each logged:
// the instance says it is stopping (/readyz 503) and still serves for the drain; then it refuses
// new requests, answers those in flight and closes its port, while the jobs end after the message
// at hand; then the database closes and the process exits 0. At the deadline whatever is still open is cut
// (a stalled upload, a job that would not end), the database is closed and the process exits 1.
import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { ShutdownConfig } from '../config';

/** The part of the app's pino logger the stop uses: phases and counts, never a request's content. */
export interface StopLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface StoppableProcess {
  /** Aborted first: /readyz answers 503 from then on, and the jobs finish the message at hand. */
  stopping: AbortController;
  /** The app: its close refuses new requests (503), then closes the port and the idle connections. */
  app: Pick<FastifyInstance, 'close' | 'addHook'> & { server: Server };
  jobs?: { stop(options: { timeoutMs: number }): Promise<void> };
  database: { close(): Promise<void> };
  logger: StopLogger;
}

/** How the stop ended: `deadline` when something was still open at the deadline and was cut; `jobs failed` when the jobs did not end cleanly. */
export type StopOutcome = 'clean' | 'deadline' | 'jobs failed';

/** After the deadline, how long the cut connections and failed jobs get to let go before the database closes. */
const AFTER_CUT_MS = 1_000;

const openConnections = (server: Server) => new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? -1 : count)));

/** The responses not yet written out in full (or cut), and a way to wait until there are none. */
export interface ResponsesInFlight {
  count(): number;
  settled(): Promise<void>;
}

/**
 * Counts responses from their request until they are flushed or cut. Node's server.close() counts
 * a connection whose response was ended as idle and destroys it even while a slow client is
 * still reading the bytes; the stop waits for these first, in the app's preClose hook.
 */
export function trackResponses(server: Server): ResponsesInFlight {
  const open = new Set<ServerResponse>();
  let waiting: (() => void)[] = [];
  server.on('request', (_request, response: ServerResponse) => {
    open.add(response);
    // 'close' comes once: after the last byte was handed to the kernel, or when the connection was cut.
    response.once('close', () => {
      open.delete(response);
      if (open.size > 0) return;
      for (const resolve of waiting) resolve();
      waiting = [];
    });
  });
  return { count: () => open.size, settled: () => (open.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))) };
}

/** Runs the phases; resolves once the database is closed. */
export async function stopGracefully(parts: StoppableProcess, inFlight: ResponsesInFlight, { timeoutMs, drainMs }: ShutdownConfig, reason: string): Promise<StopOutcome> {
  const { stopping, app, logger } = parts;
  const { server } = app;
  const startedAt = Date.now();
  const since = () => ({ ms: Date.now() - startedAt });
  stopping.abort();
  logger.info({ reason, drainMs, timeoutMs }, 'stop: begun, /readyz answers 503');
  const deadline = sleep(timeoutMs, undefined, { ref: false }).then(() => 'deadline' as const);

  // The jobs do not serve the load balancer: they stop at once, each after its current message.
  // Their own limit ends before the deadline, so pg-boss has failed what still runs (for a retry)
  // before the database closes; a stop whose jobs did not end cleanly is not a clean stop.
  const jobsStopped = parts.jobs
    ? parts.jobs.stop({ timeoutMs: Math.max(timeoutMs - AFTER_CUT_MS, 0) }).then(
        () => {
          logger.info(since(), 'stop: jobs stopped');
          return true;
        },
        (error: unknown) => {
          logger.error({ ...since(), message: error instanceof Error ? error.message : String(error) }, 'stop: jobs did not stop cleanly');
          return false;
        },
      )
    : Promise.resolve(true);

  if (drainMs > 0) await sleep(drainMs);
  logger.info({ ...since(), requests: inFlight.count(), connections: await openConnections(server) }, 'stop: not accepting, answering the requests in flight');
  // Fastify answers any new request 503 from now on, waits for the preClose hook (the responses
  // in flight), then closes the port and the idle connections.
  const httpClosed = app.close().then(() => logger.info(since(), 'stop: HTTP closed'));

  const everything = Promise.all([httpClosed, jobsStopped]).then(([, jobsClean]): StopOutcome => (jobsClean ? 'clean' : 'jobs failed'));
  const outcome = await Promise.race([everything, deadline]);
  if (outcome === 'deadline') {
    logger.warn({ ...since(), requests: inFlight.count(), connections: await openConnections(server) }, 'stop: deadline reached, cutting what is still open');
    server.closeAllConnections();
    await Promise.race([everything, sleep(AFTER_CUT_MS)]);
  }
  await parts.database.close();
  logger.info(since(), 'stop: database closed');
  return outcome;
}

/** Thrown at the end of a stop that was not clean, so close-with-grace exits 1. */
class StopNotClean extends Error {
  constructor(outcome: Exclude<StopOutcome, 'clean'>) {
    super(outcome === 'deadline' ? 'stop: ended at the deadline; what was still open was cut' : 'stop: ended, but the jobs did not stop cleanly');
  }
}

/**
 * Signals close-with-grace listens to that are not a stop here: SIGHUP and SIGUSR2 may mean
 * something else to the process (a reload), and an uncaught error keeps crashing at once, as the
 * crash-safety tests prove the outbox survives.
 */
const NOT_A_STOP: closeWithGrace.AllEvents[] = ['SIGHUP', 'SIGQUIT', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV', 'SIGUSR2', 'uncaughtException', 'unhandledRejection', 'beforeExit'];

/** Room past the deadline for closing the database; past it close-with-grace exits 1 whatever is left. */
const BACKSTOP_MS = 2_000;

/** Stops the process cleanly on SIGTERM and SIGINT; a second signal exits 1 at once. Call before the app listens. */
export function stopOnSignals(parts: StoppableProcess, shutdown: ShutdownConfig): void {
  const { logger, app } = parts;
  const inFlight = trackResponses(app.server);
  app.addHook('preClose', () => inFlight.settled());
  closeWithGrace(
    {
      delay: shutdown.timeoutMs + BACKSTOP_MS,
      skip: NOT_A_STOP,
      logger: { error: (message: unknown) => logger.error({}, message instanceof Error ? message.message : String(message)) },
      onSecondSignal: (signal) => logger.error({ signal }, 'stop: second signal, exiting at once'),
      onTimeout: (delay) => logger.error({ ms: delay }, 'stop: not done even after the deadline, exiting'),
    },
    async ({ signal }) => {
      const outcome = await stopGracefully(parts, inFlight, shutdown, signal ?? 'manual');
      if (outcome !== 'clean') throw new StopNotClean(outcome);
    },
  );
}
