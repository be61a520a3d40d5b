// The composition root the delivery tests run the job with: development defaults, PUBLIC_URL at
// the test's receiver (so every seeded recipient's development-inbox URL reaches it), and retry
// timings short enough that a test walks through many attempts in a few seconds.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { readConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database-handle';
import { createServices, type Services } from '../../services';
import { fixClock } from '../../submission/testing/submission-client';
import type { FakeClock } from '../../testing/fake-clock';
import { useTestServer, type TestServerOptions } from '../../testing/test-server';

export const fastRetries = {
  DELIVERY_RETRY_BASE_MS: '10',
  DELIVERY_RETRY_CAP_MS: '2000',
  /** 36 s: a test passes it by moving its clock, and stays within Standard Webhooks' 5-minute timestamp tolerance. */
  DELIVERY_WINDOW_HOURS: '0.01',
  DELIVERY_TIMEOUT_MS: '2000',
};

export async function createDeliveryServices(
  database: DatabaseHandle,
  clock: FakeClock,
  env: NodeJS.ProcessEnv,
): Promise<{ services: Services; cleanUp(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-delivery-'));
  const config = readConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...fastRetries, ...env });
  const services = await createServices(config, database, clock);
  return { services, cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
}

/** Sets a test clock back to the real time (message timestamps must be fresh for the receiver). */
export const resetToNow = (clock: FakeClock) => clock.advance(Date.now() - clock.now().getTime());

/** One test server for a file, on the fixed clock, with the delivery job's services sending to its development inbox. */
export function useDeliveringServer(options: TestServerOptions & { env: NodeJS.ProcessEnv }) {
  const server = useTestServer(options);
  let delivery: Awaited<ReturnType<typeof createDeliveryServices>> | undefined;
  beforeAll(async () => {
    fixClock(server());
    delivery = await createDeliveryServices(server().database, server().clock, { ...options.env, PUBLIC_URL: server().baseUrl });
  });
  afterAll(async () => delivery?.cleanUp());
  const services = (): Services => {
    if (!delivery) throw new Error('the delivery services are made before the tests');
    return delivery.services;
  };
  return { server, services };
}
