// Assembles the one Fastify process (brief §3): security plugins, the spec-first API, the
// development identity provider when no real one is configured, and the built SPA.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadBundledSpec } from '../../openapi/load-spec';
import { apiBasePath } from '../shared/config/brand';
import { createOperationTable } from './api/operation-table';
import { registerApi } from './api/register-api';
import { createValidatorCompiler } from './api/validator-compiler';
import { devProviderDefaults, parseProviderConfig } from './auth/providers';
import { createRelyingParty } from './auth/relying-party';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { createDocumentCipher } from './crypto/document-cipher';
import { loadOrCreateSecret, parseKeyFromEnv } from './crypto/secrets';
import type { DatabaseHandle } from './db/client';
import { setUpDevSigning } from './dev-idp/dev-signing';
import { loadOrCreateDevIdpKeys, registerDevIdp } from './dev-idp/register-dev-idp';
import { installErrorHandler } from './http/error-handler';
import { installNotFoundHandler } from './http/not-found';
import { requestHandlingOptions } from './http/request-handling-options';
import { loggerOptions } from './logger';
import csrf from './plugins/csrf';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import spa from './plugins/spa';
import { createApplicationRepository } from './repositories/application-repository';
import { createDraftRepository } from './repositories/draft-repository';
import { createSessionRepository } from './repositories/session-repository';
import { createSignatureRequestRepository } from './repositories/signature-request-repository';
import { createUserRepository } from './repositories/user-repository';
import type { KeyHolder } from './signing/certificate-authority';
import { unconfiguredSigningProvider, type SigningProvider } from './signing/signing-provider';
import { signingTrustAnchors } from './signing/trust-anchors';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
}

async function secret(envValue: string | undefined, envName: string, config: AppConfig, file: string): Promise<Buffer> {
  const fromEnv = parseKeyFromEnv(envValue, envName);
  if (fromEnv) return fromEnv;
  if (config.production) throw new Error(`${envName} is required in production`);
  return loadOrCreateSecret(config.dataDir, file);
}

export async function buildApp({ config, database, clock = systemClock }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: () => randomUUID(),
    ...requestHandlingOptions(config),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(createValidatorCompiler());
  installErrorHandler(app);

  const documentKey = await secret(config.documentEncryptionKey, 'DOCUMENT_ENCRYPTION_KEY', config, 'document-key');
  const identityHashKey = await secret(config.identityHashKey, 'IDENTITY_HASH_KEY', config, 'identity-hash-key');
  const csrfKey = await secret(config.csrfTokenKey, 'CSRF_TOKEN_KEY', config, 'csrf-token-key');
  const cipher = createDocumentCipher(documentKey);
  const users = createUserRepository(database.db, { cipher });
  const drafts = createDraftRepository(database.db, { cipher });
  const applications = createApplicationRepository(database.db, { cipher });
  const signatureRequests = createSignatureRequestRepository(database.db, { cipher });

  const devIdpIssuer = `${config.publicUrl}/dev-idp`;
  const providers = config.idpProviders
    ? parseProviderConfig(config.idpProviders)
    : await devProviderDefaults({ issuer: devIdpIssuer, dataDir: config.dataDir });
  const redirectUri = `${config.publicUrl}${apiBasePath}/login/callback`;

  await app.register(cookie);
  await app.register(securityHeaders, {
    production: config.production,
    analytics: Boolean(config.gaMeasurementId),
    formActionOrigins: [...new Set(providers.map((p) => new URL(p.issuer).origin))],
  });
  await app.register(session, { repository: createSessionRepository(database.db, { cipher }), clock, secureCookie: config.production });
  await app.register(csrf, { key: csrfKey });
  await app.register(rateLimit, { db: database.db });

  // Production providers would sign through their HTTP API; until that client exists, say so.
  let signing: SigningProvider = unconfiguredSigningProvider;
  let devSigningAuthority: KeyHolder | undefined;
  if (!config.idpProviders) {
    // Only when no real provider is configured: then /dev-idp does not exist at all.
    const keys = await loadOrCreateDevIdpKeys(config.dataDir);
    const devSigning = await setUpDevSigning({ db: database.db, cipher, clock, dataDir: config.dataDir, issuer: devIdpIssuer });
    await registerDevIdp(app, {
      issuer: devIdpIssuer,
      clients: providers.map((p) => ({ client_id: p.clientId, client_secret: p.clientSecret, redirect_uris: [redirectUri] })),
      ...keys,
      signing: devSigning.pages,
    });
    signing = devSigning.provider;
    devSigningAuthority = devSigning.pages.authority;
  }
  const trustAnchors = await signingTrustAnchors(config.signingTrustAnchorPem, devSigningAuthority);

  const relyingParty = createRelyingParty({ providers, redirectUri, allowInsecure: !config.production });
  await registerApi(app, {
    specification: await loadBundledSpec(),
    operations: createOperationTable({
      app,
      relyingParty,
      providers,
      users,
      drafts,
      applications,
      signatureRequests,
      signing,
      trustAnchors,
      clock,
      identityHashKey,
      publicUrl: config.publicUrl,
    }),
  });
  await app.register(spa, { webRoot: config.webRoot });
  installNotFoundHandler(app);
  return app;
}
