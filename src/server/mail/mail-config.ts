// The mail settings (issue 27), read with the rest of the environment. Production needs a relay
// (SMTP_URL) and a sender (MAIL_FROM): main.ts refuses to start without them, so no resident's
// mail silently goes nowhere. DKIM is optional (a relay may sign for us) but all-or-none: a
// half-configured key would send unsigned mail while the operator believes it is signed.
import { readFileSync } from 'node:fs';
import { ConfigError } from '../errors/config-error';

export interface DkimConfig {
  readonly domainName: string;
  readonly keySelector: string;
  readonly privateKey: string;
}

export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL); unset outside production: the embedded receiver. */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM: the From of every mail, e.g. `うつる <no-reply@example.jp>`. */
  readonly from: string;
  readonly dkim: DkimConfig | undefined;
  /** DEV_SMTP_PORT (default 0: any free port): the embedded receiver's loopback port. */
  readonly devSmtpPort: number;
  /** MAIL_RETRY_BASE_MS (default 5000): the first retry's ceiling; each retry doubles it. */
  readonly retryBaseMs: number;
  /** MAIL_RETRY_CAP_MS (default 1 h): the longest wait between two attempts. */
  readonly retryCapMs: number;
  /** MAIL_MAX_ATTEMPTS (default 8): after this many failed attempts the mail is recorded failed. */
  readonly maxAttempts: number;
  /** MAIL_TIMEOUT_MS (default 20000): one SMTP conversation's time limit. */
  readonly timeoutMs: number;
}

export const devMailFrom = 'うつる <no-reply@utsuru.localhost>';

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, { zero = false } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || (!zero && value === 0)) throw new ConfigError(`${name} must be a ${zero ? 'non-negative' : 'positive'} whole number`);
  return value;
}

/** DKIM_PRIVATE_KEY_PEM holds the PEM itself (newlines may be written \n) or the path of a PEM file. */
function readPem(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new ConfigError('DKIM_PRIVATE_KEY_PEM must be a PEM private key or the path of one');
  }
}

function readDkim(env: NodeJS.ProcessEnv): DkimConfig | undefined {
  const names = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_PEM'] as const;
  const given = names.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  if (given.length < names.length) throw new ConfigError(`DKIM needs all of ${names.join(', ')}; missing ${names.filter((n) => !env[n]).join(', ')}`);
  return { domainName: env.DKIM_DOMAIN ?? '', keySelector: env.DKIM_SELECTOR ?? '', privateKey: readPem(env.DKIM_PRIVATE_KEY_PEM ?? '') };
}

export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  return {
    smtpUrl,
    from: env.MAIL_FROM || devMailFrom,
    dkim: readDkim(env),
    devSmtpPort: positive(env, 'DEV_SMTP_PORT', 0, { zero: true }),
    retryBaseMs: positive(env, 'MAIL_RETRY_BASE_MS', 5_000),
    retryCapMs: positive(env, 'MAIL_RETRY_CAP_MS', 60 * 60 * 1000),
    maxAttempts: positive(env, 'MAIL_MAX_ATTEMPTS', 8),
    timeoutMs: positive(env, 'MAIL_TIMEOUT_MS', 20_000),
  };
}

/** What production must have set; main.ts refuses to start without it (issue 27). */
export function requireProductionMail(env: NodeJS.ProcessEnv, production: boolean): void {
  if (!production) return;
  const missing = (['SMTP_URL', 'MAIL_FROM'] as const).filter((name) => !env[name]);
  if (missing.length > 0) throw new ConfigError(`production requires ${missing.join(', ')} (mail to residents)`);
}
