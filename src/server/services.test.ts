// The composition root builds each service once, and the app built over it uses those.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { useTestDatabase } from './db/test-database';
import type { Services } from './services';
import { createTestServices } from './testing/test-services';

describe('createServices', () => {
  const database = useTestDatabase();
  let services: Services;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    ({ services, cleanUp } = await createTestServices(database()));
  });
  afterAll(() => cleanUp());

  it('builds the secrets, cipher, repositories, providers the development signing and identity-data updates when no IDP_PROVIDERS is set', () => {
    expect(services.secrets.documentKey).toHaveLength(32);
    expect(services.secrets.identityHashKey).toHaveLength(32);
    expect(services.secrets.csrfKey).toHaveLength(32);
    // Three different keys, not one reused.
    expect(new Set(Object.values(services.secrets).map((key) => key.toString('hex'))).size).toBe(3);
    const sealed = services.cipher.seal({ a: 1 }, 'aad');
    expect(services.cipher.open(sealed, 'aad')).toEqual({ a: 1 });
    expect(services.providers.map((p) => p.id)).toEqual(['', 'lp', 'mint']);
    expect(services.devSigning).toBeDefined();
    expect(services.signing).toBe(services.devSigning?.provider);
    expect(services.trustAnchors.length).toBeGreaterThan(0);
    expect(services.identityUpdate).toBe(services.devIdentityUpdates?.provider);
  });

  it('serves an app built over the given services (the dev IdP included)', async () => {
    const app = await buildApp({ services });
    try {
      const discovery = await app.inject({ method: 'GET', url: '/dev-idp/.well-known/openid-configuration' });
      expect(discovery.statusCode).toBe(200);
      const csrf = await app.inject({ method: 'GET', url: '/utsuru-api/v1/csrf_token' });
      expect(csrf.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
