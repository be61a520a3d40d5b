// The composition root (issue 10, decision 015): everything the HTTP app and the background jobs
// share is built here, once per process: the secrets, the document cipher, the repositories, the
// login providers and relying party, the signing provider and its trust anchors. buildApp adds
// routes over these; the job runner hands each job the services it declares.
import { apiBasePath } from '#shared/config/brand';
import { shippedProcedures, type ProcedureRegistry } from '#shared/procedures';
import { devProviderDefaults, parseProviderConfig, type ProviderConfig } from './auth/providers';
import { createRelyingParty, type RelyingParty } from './auth/relying-party';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { createSaltSource, type SaltSource } from './applications/selective-disclosure';
import { createDocumentCipher, type DocumentCipher } from './crypto/document-cipher';
import { loadOrCreateSecret, parseKeyFromEnv } from './crypto/secrets';
import type { Db, DatabaseHandle } from './db/database-handle';
import { setUpDevIdentityUpdates, type DevIdentityUpdates } from './dev-idp/dev-identity-updates';
import { setUpDevSigning, type DevSigning } from './dev-idp/dev-signing';
import { unconfiguredIdentityUpdateProvider, type IdentityUpdateProvider } from './identity-update/identity-update-provider';
import {
  createIdentityUpdateRequestRepository,
  type IdentityUpdateRequestRepository,
} from './identity-update/identity-update-request-repository';
import { createApplicationRepository, type ApplicationRepository } from './repositories/application-repository';
import { createMoveEventReader, type MoveEventReader } from './events/move-event-reads';
import { createVisitRepository, type VisitRepository } from './visits/visit-repository';
import { createDraftRepository, type DraftRepository } from './repositories/draft-repository';
import { createPromoCodeRepository, type PromoCodeRepository } from './repositories/promo-code-repository';
import { createRateCounter } from './repositories/rate-limit-store';
import { createSessionRepository, type SessionRepository } from './repositories/session-repository';
import { createSignatureRequestRepository, type SignatureRequestRepository } from './repositories/signature-request-repository';
import { createUserRepository, type UserRepository } from './repositories/user-repository';
import { upgradeStoredDraft } from './drafts/stored-draft-upgrade';
import { createOutboxSignal, type OutboxSignal } from './deliveries/outbox-signal';
import { createRecipientProgress, type RecipientProgress } from './deliveries/recipient-progress';
import { createRecipientSecrets, type RecipientSecrets } from './deliveries/recipient-secrets';
import { createCallbackBudget, type CallbackBudget } from './deliveries/callback-budget';
import { createAppMailTransport } from './app-mail-transport';
import type { MailTransport } from './mail/mail-transport';
import { loadReceiptSigning, type ReceiptSigning } from './receipts/receipt-signing-identity';
import { unconfiguredSigningProvider, type SigningProvider } from './signing/signing-provider';
import { ConfigError } from './errors/config-error';
import { createCertificateChainCache } from './signing/certificate-chain-cache';
import { signingTrustAnchors } from './signing/trust-anchors';
import { createRevocationChecker, httpRevocationSource, type RevocationChecker } from './signing/revocation';
import { createSignatureVerifier, type SignatureVerifier } from './signing/verify-signature';
import type { x509 } from './signing/x509';

export interface Secrets {
  /** AES-256-GCM key of drafts, applications and profiles. */
  readonly documentKey: Buffer;
  /** HMAC key of the stored subject hash. */
  readonly identityHashKey: Buffer;
  /** HMAC key the CSRF tokens are derived with (decision 014). */
  readonly csrfKey: Buffer;
}

export interface Services {
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly database: DatabaseHandle;
  readonly db: Db;
  readonly secrets: Secrets;
  readonly cipher: DocumentCipher;
  readonly users: UserRepository;
  readonly drafts: DraftRepository;
  readonly applications: ApplicationRepository;
  /** Reads each resident's move journal for マイページ's timeline (issue 27). */
  readonly moveEvents: MoveEventReader;
  /** The visits and the places taken of the visit slots (issue 27). */
  readonly visits: VisitRepository;
  /** Each resident's saved campaign code (decision 020). */
  readonly promoCodes: PromoCodeRepository;
  readonly signatureRequests: SignatureRequestRepository;
  readonly sessions: SessionRepository;
  /** Each recipient's Standard Webhooks secrets (decision 019). */
  readonly recipientSecrets: RecipientSecrets;
  /** Rung after a submission commits, so this process's delivery job sends its messages at once. */
  readonly outboxSignal: OutboxSignal;
  /** How mails to residents leave (issue 27): SMTP_URL, or the embedded development receiver. */
  readonly mailTransport: MailTransport;
  /** What the recipients' status callbacks do to their rows (decision 019). */
  readonly recipientProgress: RecipientProgress;
  /** What one calling address may cost the status callback (issue 26). */
  readonly callbackBudget: CallbackBudget;
  readonly providers: readonly ProviderConfig[];
  readonly relyingParty: RelyingParty;
  /** The OIDC redirect URI, `$PUBLIC_URL/utsuru-api/v1/login/callback`. */
  readonly redirectUri: string;
  readonly signing: SigningProvider;
  /** The service's own key and certificate, which sign the receipts (控え) residents download (issue 27). */
  readonly receiptSigning: ReceiptSigning;
  /** The CA certificates a signer's chain must end at (SIGNING_TRUST_ANCHOR_PEM or the dev CA). */
  readonly trustAnchors: readonly x509.X509Certificate[];
  /** Whether a signing certificate is revoked, checked on every verification (issue 28). */
  readonly revocationChecker: RevocationChecker;
  /** Verifies the providers' JWS up to those anchors, with the process's cache of verified chains (issue 15). */
  readonly signatureVerifier: SignatureVerifier;
  /** The salts of each recipient's part of a signed document (selective-disclosure.ts), keyed from the document key. */
  readonly disclosureSalts: SaltSource;
  /** The development IdP's signing side, only when no real provider is configured (its pages are the app's). */
  readonly devSigning: DevSigning | undefined;
  /** Who refreshes the resident's identity data (brief §4): the dev IdP, or NOT_IMPLEMENTED with real providers. */
  readonly identityUpdate: IdentityUpdateProvider;
  readonly identityUpdateRequests: IdentityUpdateRequestRepository;
  /** The development IdP's identity-data updates, only when no real provider is configured. */
  readonly devIdentityUpdates: DevIdentityUpdates | undefined;
  /** The procedures residents can file (issue 25): the shipped registry unless another is given. */
  readonly procedures: ProcedureRegistry;
}

export type ServiceName = keyof Services;

/** The development IdP's issuer; it exists only without IDP_PROVIDERS. */
export const devIdpIssuerOf = (config: AppConfig): string => `${config.publicUrl}/dev-idp`;

async function secret(envValue: string | undefined, envName: string, config: AppConfig, file: string): Promise<Buffer> {
  const fromEnv = parseKeyFromEnv(envValue, envName);
  if (fromEnv) return fromEnv;
  if (config.production) throw new ConfigError(`${envName} is required in production`);
  return loadOrCreateSecret(config.dataDir, file);
}

export async function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  clock: Clock = systemClock,
  procedures: ProcedureRegistry = shippedProcedures,
): Promise<Services> {
  const secrets: Secrets = {
    documentKey: await secret(config.documentEncryptionKey, 'DOCUMENT_ENCRYPTION_KEY', config, 'document-key'),
    identityHashKey: await secret(config.identityHashKey, 'IDENTITY_HASH_KEY', config, 'identity-hash-key'),
    csrfKey: await secret(config.csrfTokenKey, 'CSRF_TOKEN_KEY', config, 'csrf-token-key'),
  };
  const cipher = createDocumentCipher(secrets.documentKey);
  const { db } = database;

  const devIdpIssuer = devIdpIssuerOf(config);
  const providers = config.idpProviders
    ? parseProviderConfig(config.idpProviders)
    : await devProviderDefaults({ issuer: devIdpIssuer, dataDir: config.dataDir });
  const redirectUri = `${config.publicUrl}${apiBasePath}/login/callback`;

  // Production providers would sign through their HTTP API; until that client exists, say so.
  // Only when no real provider is configured does the development signing exist at all.
  const devSigning = config.idpProviders
    ? undefined
    : await setUpDevSigning({ db, cipher, clock, dataDir: config.dataDir, issuer: devIdpIssuer, residentsFile: config.devIdpResidentsFile });
  // The same for the identity-data update: no production client yet, so it says so (decision 020).
  const devIdentityUpdates = config.idpProviders ? undefined : await setUpDevIdentityUpdates({ db, clock, residentsFile: config.devIdpResidentsFile });
  const receiptSigning = await loadReceiptSigning(config.receiptSigning, config);
  const trustAnchors = await signingTrustAnchors(config.signingTrustAnchorPem, devSigning?.pages.authority);
  // Revocation lists over HTTP from each certificate's distribution point; the development CA's
  // handed over in-process (it is this process's own, and a fetch to itself would wait on itself).
  const crlFetcher = httpRevocationSource();
  const revocationChecker = createRevocationChecker(devSigning ? devSigning.pages.revocationList.source(crlFetcher) : crlFetcher);

  return {
    config,
    clock,
    database,
    db,
    secrets,
    cipher,
    users: createUserRepository(db, { cipher }),
    drafts: createDraftRepository(db, { cipher, upgrade: upgradeStoredDraft }),
    applications: createApplicationRepository(db, { cipher }),
    moveEvents: createMoveEventReader(db),
    visits: createVisitRepository(db),
    promoCodes: createPromoCodeRepository(db),
    signatureRequests: createSignatureRequestRepository(db, { cipher }),
    sessions: createSessionRepository(db, { cipher }),
    recipientSecrets: createRecipientSecrets(db, { cipher, clock }),
    outboxSignal: createOutboxSignal(),
    mailTransport: createAppMailTransport(config, { db, cipher, clock }),
    recipientProgress: createRecipientProgress(db, { cipher, clock }),
    callbackBudget: createCallbackBudget(createRateCounter(db)),
    providers,
    relyingParty: createRelyingParty({ providers, redirectUri, allowInsecure: !config.production }),
    redirectUri,
    signing: devSigning?.provider ?? unconfiguredSigningProvider,
    receiptSigning,
    trustAnchors,
    revocationChecker,
    signatureVerifier: createSignatureVerifier(trustAnchors, { chains: createCertificateChainCache(), revocation: revocationChecker }),
    disclosureSalts: createSaltSource(secrets.documentKey),
    devSigning,
    identityUpdate: devIdentityUpdates?.provider ?? unconfiguredIdentityUpdateProvider,
    identityUpdateRequests: createIdentityUpdateRequestRepository(db),
    devIdentityUpdates,
    procedures,
  };
}
