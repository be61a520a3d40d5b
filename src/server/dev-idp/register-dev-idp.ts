// Mounts the embedded development identity provider (brief §4) on the app's Fastify server:
// oidc-provider's own endpoints under <issuer path>/* and the Japanese interaction pages.
// Register it only when no real provider is configured, so /dev-idp does not exist otherwise.
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import { brand } from '#shared/config/brand';
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { createDevIdpModelStore } from '../repositories/dev-idp-model-store';
import { createDevPinFailureStore, type DevPin } from '../repositories/dev-pin-failure-store';
import type { DevSigningRequestRepository } from '../repositories/dev-signing-request-repository';
import type { KeyHolder } from '../signing/certificate-authority';
import type { CertificateRevocations } from './certificate-revocations';
import type { DevIdentityUpdates } from './dev-identity-updates';
import { createDevProvider, type DevIdpClient, type DevIdpLogger } from './dev-provider';
import { DEV_CRL_PATH, type DevRevocationList } from './dev-revocation-list';
import { interactionRoutes } from './interaction-routes';
import { memoryPinFailures, PinAttempts, type PinFailureCounter } from './pin-attempts';
import { defaultResidentsFile, loadTestResidents } from './residents';
import { residentCertificates } from './signing-certificates';
import { signingRoutes } from './signing-routes';

export { loadOrCreateDevIdpKeys } from './dev-idp-keys';
export type { DevIdpClient, DevIdpLogger } from './dev-provider';

/** Wrong login PINs that lock a test resident's card (利用者証明用電子証明書: 3 tries). */
export const LOGIN_PIN_TRIES = 3;
/** Wrong 署名用パスワード entries that lock it (署名用電子証明書: 5 tries). */
export const SIGNING_PIN_TRIES = 5;

export interface DevIdpOptions {
  /** e.g. http://localhost:8080/dev-idp; its path is where the IdP is mounted. */
  issuer: string;
  clients: DevIdpClient[];
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  /** Defaults to the app's logger. */
  logger?: DevIdpLogger;
  /** Defaults to ./residents.json next to this module. */
  residentsFile?: URL | string;
  /** The signing pages (<mount>/sign/:id); left out, the IdP only logs residents in. */
  signing?: DevIdpSigningOptions;
  /** The development identity-data updates: a login after a completed one gives the new address. */
  identityUpdates?: Pick<DevIdentityUpdates, 'currentCard'>;
  /**
   * The app's database, where the provider's models and the cards' wrong-PIN counts are kept, so
   * that every app process behind a load balancer shares them (decision 026). Left out (the IdP
   * on its own, in its tests), both stay in this process's memory.
   */
  storage?: DevIdpStorage;
}

export interface DevIdpStorage {
  db: Db;
  cipher: DocumentCipher;
  clock: Clock;
}

export interface DevIdpSigningOptions {
  requests: DevSigningRequestRepository;
  /** The development CA that issues the test residents' signing certificates. */
  authority: KeyHolder;
  clock: Clock;
  /** The residents' certificate generations and revocations (issue 28). */
  revocations: CertificateRevocations;
  /** The CA's CRL, served at <mount>/signing-ca.crl, the URL the certificates name. */
  revocationList: DevRevocationList;
}

export async function registerDevIdp(app: FastifyInstance, options: DevIdpOptions): Promise<void> {
  const issuer = new URL(options.issuer);
  const mountPath = issuer.pathname.replace(/\/+$/, '');
  if (!mountPath) throw new Error('the dev IdP issuer needs a path to mount on, e.g. http://localhost:8080/dev-idp');
  if (options.clients.length === 0) throw new Error('the dev IdP needs at least one client');

  const residents = await loadTestResidents(options.residentsFile ?? defaultResidentsFile);
  const { storage } = options;
  /** Each card's wrong tries of one PIN, from the fixture's values. */
  async function pinFailures(pin: DevPin): Promise<PinFailureCounter> {
    const initial = residents.map((person): [string, number] => [person.sub, person.pin_failures[pin]]);
    if (!storage) return memoryPinFailures(initial);
    const store = createDevPinFailureStore(storage.db, pin);
    await store.reset(initial);
    return store;
  }
  // Chrome applies form-action to the redirects that follow a form post, so the login form
  // must be allowed to end up at the clients' redirect URIs.
  const formActionOrigins = [
    ...new Set(options.clients.flatMap((client) => client.redirect_uris.map((uri) => new URL(uri).origin))),
  ].filter((origin) => origin !== issuer.origin);
  const logger = options.logger ?? app.log;

  const provider = createDevProvider({
    issuer: options.issuer.replace(/\/+$/, ''),
    mountPath,
    clients: options.clients,
    jwks: options.jwks,
    cookieKeys: options.cookieKeys,
    residents,
    formActionOrigins,
    logger,
    ...(options.identityUpdates ? { currentCard: options.identityUpdates.currentCard } : {}),
    ...(storage ? { adapter: createDevIdpModelStore(storage) } : {}),
  });
  const handle = provider.callback();

  await app.register(
    async (scope) => {
      // oidc-provider reads request bodies itself: leave every body stream untouched here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.all('/*', async (request, reply) => {
        reply.hijack();
        const raw = request.raw;
        const originalUrl = raw.url ?? '/';
        // Mounted like an Express sub-app: oidc-provider derives its mount path from
        // req.originalUrl minus req.url when it builds URLs.
        Object.assign(raw, { originalUrl });
        raw.url = originalUrl.slice(mountPath.length) || '/';
        await handle(raw, reply.raw);
      });
    },
    { prefix: mountPath },
  );

  await app.register(interactionRoutes, {
    prefix: mountPath,
    provider,
    mountPath,
    residents,
    loginAttempts: new PinAttempts(LOGIN_PIN_TRIES, await pinFailures('login')),
    clientNames: new Map(options.clients.flatMap((client) => (client.client_name ? [[client.client_id, client.client_name]] : []))),
    defaultClientName: brand.titleSuffix,
    formActionOrigins,
  });

  if (options.signing) {
    const { requests, authority, clock, revocations, revocationList } = options.signing;
    await app.register(signingRoutes, {
      prefix: mountPath,
      mountPath,
      residents,
      requests,
      authority,
      certificates: residentCertificates(authority, residents, { revocations, crlUrl: `${options.issuer.replace(/\/+$/, '')}${DEV_CRL_PATH}` }),
      revocationList,
      revocations,
      signingAttempts: new PinAttempts(SIGNING_PIN_TRIES, await pinFailures('signing')),
      clock,
      formActionOrigins,
    });
  }
}
