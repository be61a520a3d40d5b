// The embedded SMTP receiver (issue 27): outside production the app sends its mails over real
// SMTP, through nodemailer, to this server on loopback, which stores each message as it arrived.
// Tests run their own, and can make it refuse messages (a 4xx or 5xx reply) to prove the retries.
import type { SMTPServerDataStream } from 'smtp-server';
import type { MailStore } from './mail-store';

/** An SMTP reply the receiver answers DATA with instead of accepting the message. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface MailReceiverOptions {
  store: MailStore;
  /** Loopback only: the receiver has no authentication. */
  host?: '127.0.0.1' | '::1';
  /** 0 (default) takes any free port. */
  port?: number;
  /** Asked for each message; a refusal is answered instead of storing it. */
  refuse?: () => SmtpRefusal | null;
  /** Keeps the process alive while listening (a test's own receiver); the app's does not. */
  ref?: boolean;
}

export interface MailReceiver {
  readonly port: number;
  /** The SMTP_URL that reaches it. */
  readonly url: string;
  close(): Promise<void>;
}

const read = async (stream: SMTPServerDataStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The Message-ID header of a raw message, or null (only the headers are looked at). */
export function messageIdOf(raw: Buffer): string | null {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end < 0 ? raw.length : end).toString('latin1').replace(/\r\n[ \t]+/g, ' ');
  return /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? null;
}

export async function startMailReceiver({ store, host = '127.0.0.1', port = 0, refuse, ref = false }: MailReceiverOptions): Promise<MailReceiver> {
  // Loaded at the first mail, when the receiver starts, not at the server's start (decision 032 §7).
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    // Loopback and development only: no STARTTLS (its self-signed certificate would only fail
    // nodemailer's check) and no login; nothing is relayed anywhere.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    banner: 'utsuru development mail receiver',
    size: 5 * 1024 * 1024,
    onData(stream, _session, callback) {
      read(stream)
        .then(async (raw) => {
          const refusal = refuse?.() ?? null;
          if (refusal) {
            callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
            return;
          }
          await store.receive(raw, messageIdOf(raw));
          callback();
        })
        .catch((error: unknown) => callback(Object.assign(new Error('storage failed'), { responseCode: 451, cause: error })));
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  if (!ref) server.server.unref();
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    port: bound,
    url: `smtp://${host === '::1' ? '[::1]' : host}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
