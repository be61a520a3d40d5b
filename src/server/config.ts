// Runtime configuration, read once from the environment. Secrets come only from here
// (or, in development, from files generated into DATA_DIR) — never from the repository.
import path from 'node:path';
import { ConfigError } from './errors/config-error';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies';
import { readMailConfig, type MailConfig } from './mail/mail-config';
import { readAvailabilityConfig, type AvailabilityConfig } from './maintenance/availability-config';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Origin the browser uses, e.g. http://localhost:8080; the OIDC redirect URI hangs off it. */
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly production: boolean;
  /** JSON list of production identity providers; unset means the embedded /dev-idp. */
  readonly idpProviders: string | undefined;
  readonly documentEncryptionKey: string | undefined;
  readonly identityHashKey: string | undefined;
  /** HMAC key of the CSRF tokens, which are derived from the session id (decision 014). */
  readonly csrfTokenKey: string | undefined;
  readonly webRoot: string;
  readonly logLevel: string;
  /** GA4 measurement id; the SPA is built with the same variable, and the CSP must then allow GA. */
  readonly gaMeasurementId: string | undefined;
  /** Background jobs (pg-boss); `JOBS=off` leaves them to other processes sharing the database. */
  readonly jobs: boolean;
  /**
   * PEM file of the CA certificate(s) that signing certificates must chain to (brief §4); unset
   * with the development IdP means its generated CA.
   */
  readonly signingTrustAnchorPem: string | undefined;
  /** TRUSTED_PROXIES: the proxies whose X-Forwarded-For hop is believed; none unless configured. */
  readonly trustedProxies: TrustedProxies;
  /**
   * METRICS_TOKEN: the bearer token GET /metrics asks for. Unset: in development only loopback
   * clients may read the metrics; in production there are no metrics (404).
   */
  readonly metricsToken: string | undefined;
  /**
   * OPERATOR_TOKEN: the token the funnel page (/ops/funnel, issue 29) asks for, as a bearer token or
   * a Basic password. Unset: in development only loopback clients may read it; in production the
   * page does not exist (404).
   */
  readonly operatorToken: string | undefined;
  /** Delivery to recipients (decision 019): retry timing and the window after which a delivery fails. */
  readonly delivery: DeliveryConfig;
  /** The identity-update machine's timing, handed to it by xid_data_update_request (decision 020). */
  readonly identityUpdate: IdentityUpdateConfig;
  /**
   * DEV_IDP_RESIDENTS_FILE: the development provider's residents, instead of its own fixture
   * (e.g. the load bench's hundreds of residents). Development only: production has no /dev-idp.
   */
  readonly devIdpResidentsFile: string | undefined;
  /**
   * CATALOGUE_DIR: the directory of the catalogue, the recipients as data (decision 032): its
   * municipalities, lifeline businesses, campaigns and counter procedures. Unset: the seeds.
   */
  readonly catalogueDir: string | undefined;
  /**
   * ANALYTICS_DEV_SINK=on: the development analytics sink, where the SPA built without a
   * measurement id sends its events (issue 24, point 7). Off by default; refused in production.
   */
  readonly analyticsDevSink: boolean;
  /**
   * RECEIPT_SIGNING_KEY_PEM and RECEIPT_SIGNING_CERT_PEM: the key and certificate chain the
   * receipts (控え) are signed with, each the PEM or its file (issue 27). Required in production;
   * development generates a "うつる 控え" CA into DATA_DIR.
   */
  readonly receiptSigning: { readonly keyPem: string | undefined; readonly certPem: string | undefined };
  /** Mail to residents (issue 27): the relay, the sender, DKIM and the retry timing. */
  readonly mail: MailConfig;
  /** How long drafts and filed applications keep their personal data (issue 28); the privacy policy states these. */
  readonly retention: RetentionConfig;
  /** MAINTENANCE and the overload limits: when the API answers TEMPORARILY (issue 30, decision 032 §5). */
  readonly availability: AvailabilityConfig;
  /** How a SIGTERM or SIGINT stops the process (issue 30, decision 032 §3). */
  readonly shutdown: ShutdownConfig;
}

export interface ShutdownConfig {
  /** SHUTDOWN_TIMEOUT_SECONDS (default 25, under Kubernetes' 30 s grace): whatever is still open then is cut. */
  readonly timeoutMs: number;
  /**
   * SHUTDOWN_DRAIN_SECONDS (default 5 in production, 0 elsewhere): how long /readyz answers 503
   * while the instance still serves, so a load balancer stops sending before the port closes.
   */
  readonly drainMs: number;
}

export function readShutdownConfig(env: NodeJS.ProcessEnv, production: boolean): ShutdownConfig {
  const timeoutSeconds = positiveNumber(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25);
  const rawDrain = env.SHUTDOWN_DRAIN_SECONDS;
  const drainSeconds = rawDrain === undefined || rawDrain === '' ? (production ? 5 : 0) : Number(rawDrain);
  if (!Number.isFinite(drainSeconds) || drainSeconds < 0) throw new ConfigError('SHUTDOWN_DRAIN_SECONDS must be zero or a positive number');
  // The drain is part of the deadline: a drain as long as the deadline would leave no time to answer.
  if (drainSeconds >= timeoutSeconds) throw new ConfigError('SHUTDOWN_DRAIN_SECONDS must be less than SHUTDOWN_TIMEOUT_SECONDS');
  return { timeoutMs: timeoutSeconds * 1000, drainMs: drainSeconds * 1000 };
}

export interface RetentionConfig {
  /** RETENTION_DRAFT_DAYS (default 30): an unsent draft is deleted this many days after its last save. */
  readonly draftDays: number;
  /**
   * RETENTION_SETTLED_DAYS (default 90): a filed application's personal data is deleted this many
   * days after the last of its move's recipients settled (完了, 差戻し, 取消済み or given up).
   */
  readonly settledDays: number;
}

/** Longer than any value means a typo (days typed as hours, minutes): refused rather than kept for decades. */
const MAX_RETENTION_DAYS = 3650;

function retentionDays(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const days = positiveInteger(env, name, fallback);
  if (days > MAX_RETENTION_DAYS) throw new ConfigError(`${name} must be at most ${MAX_RETENTION_DAYS} days`);
  return days;
}

export function readRetentionConfig(env: NodeJS.ProcessEnv): RetentionConfig {
  return { draftDays: retentionDays(env, 'RETENTION_DRAFT_DAYS', 30), settledDays: retentionDays(env, 'RETENTION_SETTLED_DAYS', 90) };
}

export interface IdentityUpdateConfig {
  /** IDENTITY_UPDATE_POLL_SECONDS (default 2): how often the machine asks xid_data_update_request_status. */
  readonly pollSeconds: number;
  /** IDENTITY_UPDATE_TIME_LIMIT_SECONDS (default 60): how long it waits before it says it is taking long. */
  readonly timeLimitSeconds: number;
}

export interface DeliveryConfig {
  /** DELIVERY_WINDOW_HOURS (default 72): no attempt is made later than this after submission. */
  readonly windowMs: number;
  /** DELIVERY_RETRY_BASE_MS (default 2000): the first retry's ceiling; each retry doubles it. */
  readonly retryBaseMs: number;
  /** DELIVERY_RETRY_CAP_MS (default 1 h): the longest wait between two attempts (Retry-After aside). */
  readonly retryCapMs: number;
  /** DELIVERY_TIMEOUT_MS (default 10000): one attempt's HTTP timeout. */
  readonly timeoutMs: number;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number`);
  return value;
}

export function readDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  return {
    windowMs: positiveNumber(env, 'DELIVERY_WINDOW_HOURS', 72) * 60 * 60 * 1000,
    retryBaseMs: positiveNumber(env, 'DELIVERY_RETRY_BASE_MS', 2000),
    retryCapMs: positiveNumber(env, 'DELIVERY_RETRY_CAP_MS', 60 * 60 * 1000),
    timeoutMs: positiveNumber(env, 'DELIVERY_TIMEOUT_MS', 10_000),
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = positiveNumber(env, name, fallback);
  if (!Number.isInteger(value)) throw new ConfigError(`${name} must be a whole number`);
  return value;
}

export function readIdentityUpdateConfig(env: NodeJS.ProcessEnv): IdentityUpdateConfig {
  return {
    pollSeconds: positiveInteger(env, 'IDENTITY_UPDATE_POLL_SECONDS', 2),
    timeLimitSeconds: positiveInteger(env, 'IDENTITY_UPDATE_TIME_LIMIT_SECONDS', 60),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('PORT must be a port number');
  const production = env.NODE_ENV === 'production';
  if (env.JOBS && env.JOBS !== 'on' && env.JOBS !== 'off') throw new ConfigError('JOBS must be on or off');
  if (env.ANALYTICS_DEV_SINK && env.ANALYTICS_DEV_SINK !== 'on' && env.ANALYTICS_DEV_SINK !== 'off') throw new ConfigError('ANALYTICS_DEV_SINK must be on or off');
  const config: AppConfig = {
    port,
    host: env.HOST ?? 'localhost',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    idpProviders: env.IDP_PROVIDERS || undefined,
    documentEncryptionKey: env.DOCUMENT_ENCRYPTION_KEY || undefined,
    identityHashKey: env.IDENTITY_HASH_KEY || undefined,
    csrfTokenKey: env.CSRF_TOKEN_KEY || undefined,
    webRoot: path.resolve(env.WEB_ROOT ?? 'dist/web'),
    gaMeasurementId: env.VITE_GA_MEASUREMENT_ID || undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    jobs: env.JOBS !== 'off',
    signingTrustAnchorPem: env.SIGNING_TRUST_ANCHOR_PEM ? path.resolve(env.SIGNING_TRUST_ANCHOR_PEM) : undefined,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    delivery: readDeliveryConfig(env),
    identityUpdate: readIdentityUpdateConfig(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    operatorToken: env.OPERATOR_TOKEN || undefined,
    devIdpResidentsFile: env.DEV_IDP_RESIDENTS_FILE ? path.resolve(env.DEV_IDP_RESIDENTS_FILE) : undefined,
    catalogueDir: env.CATALOGUE_DIR ? path.resolve(env.CATALOGUE_DIR) : undefined,
    analyticsDevSink: env.ANALYTICS_DEV_SINK === 'on',
    receiptSigning: { keyPem: env.RECEIPT_SIGNING_KEY_PEM || undefined, certPem: env.RECEIPT_SIGNING_CERT_PEM || undefined },
    mail: readMailConfig(env),
    retention: readRetentionConfig(env),
    availability: readAvailabilityConfig(env),
    shutdown: readShutdownConfig(env, production),
  };
  // A short token is guessable; the metrics name the service's load and its recipients' health.
  if (config.metricsToken !== undefined && config.metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  if (config.operatorToken !== undefined && config.operatorToken.length < 16) throw new ConfigError('OPERATOR_TOKEN must be at least 16 characters');
  if (production) {
    // Development conveniences (generated keys, the embedded IdP) must never reach residents.
    const missing = (['IDP_PROVIDERS', 'DOCUMENT_ENCRYPTION_KEY', 'IDENTITY_HASH_KEY', 'CSRF_TOKEN_KEY'] as const).filter((k) => !env[k]);
    if (missing.length > 0) throw new ConfigError(`production requires ${missing.join(', ')}`);
    if (config.analyticsDevSink) throw new ConfigError('ANALYTICS_DEV_SINK is for development only');
    // A hop count believes X-Forwarded-For from any peer, so a client reaching the app's port
    // directly names its own address and escapes the login limit (issue 26): list the proxies.
    if (typeof config.trustedProxies === 'number') {
      throw new ConfigError('TRUSTED_PROXIES in production must list the proxies’ addresses or CIDRs (e.g. 10.0.0.0/8), not a hop count');
    }
  }
  return config;
}
