// Starts the real app on a loopback port with a fresh test database, for integration tests
// over real HTTP.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ProcedureRegistry } from '#shared/procedures';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/database-handle';
import { openTestDatabase } from '../db/test-database';
import { freePort } from './app-process';
import { FakeClock } from './fake-clock';
import { useSuiteResource } from './suite-resource';

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: FakeClock;
  close(): Promise<void>;
}

/** The dev IdP's issuer contains the port, so the port is chosen before the app is built. */
export interface TestServerOptions {
  webRoot?: string;
  env?: NodeJS.ProcessEnv;
  /** The procedures the app offers (the shipped registry unless given). */
  procedures?: ProcedureRegistry;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-test-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_ROOT: options.webRoot ?? path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await openTestDatabase();
  const clock = new FakeClock();
  const app = await buildApp({ config, database, clock, ...(options.procedures ? { procedures: options.procedures } : {}) });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app for a whole test file or describe: `const server = useTestServer();`, then `server().baseUrl`. */
export function useTestServer(options: TestServerOptions = {}): () => TestServer {
  return useSuiteResource('the test server', () => startTestServer(options), (server) => server.close());
}
