// The composition root for tests that need services without an HTTP app (jobs, the submission
// service): development defaults with generated keys in a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/database-handle';
import { createServices, type Services } from '../services';
import { FakeClock } from './fake-clock';

export async function createTestServices(database: DatabaseHandle, clock = new FakeClock()): Promise<{ services: Services; clock: FakeClock; cleanUp(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-services-'));
  const config = readConfig({ NODE_ENV: 'test', PORT: '0', PUBLIC_URL: 'http://127.0.0.1:9', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const services = await createServices(config, database, clock);
  return { services, clock, cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
}
