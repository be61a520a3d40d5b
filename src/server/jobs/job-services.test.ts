// A job declares the services it needs; the runner hands over exactly those, from the same
// composition root the app uses.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import type { Services } from '../services';
import { createTestServices } from '../testing/test-services';
import { defineJob, servicesFor, type JobContext } from './job-definition';
import { startJobs, type JobLogger } from './job-runner';

const silent: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job services', () => {
  const database = useTestDatabase();
  let services: Services;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    ({ services, cleanUp } = await createTestServices(database()));
  });
  afterAll(() => cleanUp());

  it('picks the declared services and no others, and types run() with them', () => {
    const job = defineJob({
      queue: 'test-needs',
      needs: ['applications', 'cipher'],
      run: async ({ services: given }) => {
        expectTypeOf(given).toEqualTypeOf<Pick<Services, 'applications' | 'cipher'>>();
      },
    });
    const picked = servicesFor(job, services);
    expect(Object.keys(picked).sort()).toEqual(['applications', 'cipher']);
    expect(picked.applications).toBe(services.applications);
    expect(picked.cipher).toBe(services.cipher);
    expectTypeOf<JobContext['services']>().toEqualTypeOf<Pick<Services, never>>();
  });

  it('refuses to start a job that needs services when the runner has none', () => {
    const job = defineJob({ queue: 'test-needs', needs: ['drafts'], run: async () => undefined });
    expect(() => servicesFor(job, undefined)).toThrow('job test-needs needs services (drafts)');
    expect(servicesFor(defineJob({ queue: 'test-none', run: async () => undefined }), undefined)).toEqual({});
  });

  it('hands a running pg-boss job the same service instances the app uses', async () => {
    const received: { keys: string[]; sameCipher: boolean; sameApplications: boolean }[] = [];
    const job = defineJob({
      queue: 'test-services',
      needs: ['applications', 'cipher'],
      queueOptions: { retryLimit: 0 },
      run: async ({ services: given }) => {
        received.push({
          keys: Object.keys(given).sort(),
          sameCipher: given.cipher === services.cipher,
          sameApplications: given.applications === services.applications,
        });
        return { seen: 1 };
      },
    });
    const runner = await startJobs(database(), { logger: silent, services, jobs: [job], pollingIntervalSeconds: 0.5 });
    try {
      await runner.boss.send(job.queue, {});
      for (const deadline = Date.now() + 10_000; Date.now() < deadline && received.length === 0; ) await sleep(100);
      expect(received).toEqual([{ keys: ['applications', 'cipher'], sameCipher: true, sameApplications: true }]);
    } finally {
      await runner.stop();
    }
  }, 20_000);
});
