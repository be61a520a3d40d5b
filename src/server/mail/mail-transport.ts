// How a mail leaves (issue 27): nodemailer over SMTP, to SMTP_URL in production (DKIM-signed when
// DKIM_* is set), or outside production, when SMTP_URL is unset, to the embedded receiver on
// loopback, started at the first send. Either way a failure is reduced to a code (an SMTP reply
// code or nodemailer's error code): its message can quote an address, and it is stored and logged.
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailConfig } from './mail-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<id@domain>`: the same on every attempt of one mail. */
  messageId: string;
}

export type SendOutcome = { kind: 'sent' } | { kind: 'retry'; error: string } | { kind: 'permanent'; error: string };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<SendOutcome>;
  /** The domain of the Message-IDs: MAIL_FROM's. */
  readonly messageIdDomain: string;
}

/** An SMTP failure as a code: 5xx replies are permanent, 4xx replies and network errors are retried. */
export function classifySmtpError(error: unknown): SendOutcome {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return { kind: responseCode >= 500 ? 'permanent' : 'retry', error: `smtp_${responseCode}` };
  return { kind: 'retry', error: typeof code === 'string' && /^[A-Z_]+$/.test(code) ? `smtp_${code.toLowerCase()}` : 'smtp_error' };
}

export const addressDomainOf = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'utsuru.localhost';

export interface TransportDeps {
  config: MailConfig;
  /** Outside production without SMTP_URL: starts the embedded receiver once and answers its URL. */
  devReceiverUrl?: () => Promise<string>;
}

export function createMailTransport({ config, devReceiverUrl }: TransportDeps): MailTransport {
  let transporter: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  const open = async () => {
    const embedded = config.smtpUrl === undefined;
    if (embedded && !devReceiverUrl) throw Object.assign(new Error('no SMTP_URL'), { code: 'UNCONFIGURED' });
    const url = config.smtpUrl ?? (await devReceiverUrl!());
    // Loaded at the first mail, not at start (decision 032 §7).
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url,
      // The embedded receiver is plain SMTP on loopback; a real relay upgrades with STARTTLS.
      ...(embedded ? { ignoreTLS: true } : {}),
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
      ...(config.dkim ? { dkim: config.dkim } : {}),
      logger: false,
    } as SMTPTransport.Options);
  };
  return {
    messageIdDomain: addressDomainOf(config.from),
    async send(mail) {
      try {
        transporter ??= open().catch((error: unknown) => {
          transporter = undefined;
          throw error;
        });
        const sender = await transporter;
        await sender.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId });
        return { kind: 'sent' };
      } catch (error) {
        return classifySmtpError(error);
      }
    },
  };
}
