// The composition root the delivery tests run the job with: development defaults, PUBLIC_URL at
// the test's receiver (so every seeded recipient's development-inbox URL reaches it), and retry
// timings short enough that a test walks through many attempts in a few seconds.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database-handle';
import { createServices, type Services } from '../../services';
import type { FakeClock } from '../../testing/fake-clock';

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
