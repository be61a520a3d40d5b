// The process's mail transport (issue 27): SMTP_URL when set; otherwise, outside production, the
// embedded receiver, started on loopback at the first send and storing into dev_mail_messages,
// where /dev-mail reads it. Production without SMTP_URL never starts (main.ts); a test app built
// with production settings and no relay records its mails failed as smtp_unconfigured.
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { DocumentCipher } from './crypto/document-cipher';
import type { Db } from './db/database-handle';
import { startMailReceiver } from './dev-mail/mail-receiver';
import { databaseMailStore } from './dev-mail/mail-store';
import { createMailTransport, type MailTransport } from './mail/mail-transport';

export function createAppMailTransport(config: AppConfig, { db, cipher, clock }: { db: Db; cipher: DocumentCipher; clock: Clock }): MailTransport {
  if (config.production || config.mail.smtpUrl !== undefined) return createMailTransport({ config: config.mail });
  let url: Promise<string> | undefined;
  const devReceiverUrl = () => {
    url ??= startMailReceiver({ store: databaseMailStore(db, { cipher, clock }), port: config.mail.devSmtpPort }).then((receiver) => receiver.url);
    return url;
  };
  return createMailTransport({ config: config.mail, devReceiverUrl });
}
