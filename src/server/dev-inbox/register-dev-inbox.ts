// Mounts the embedded development inbox (decision 019) under /dev-inbox: the recipients'
// receivers (what the delivery job posts to when a seed says `delivery_endpoint: "dev-inbox"`)
// and the clerk pages. Register it only when devInboxOn says so; otherwise /dev-inbox does not
// exist. The receivers are not API routes, so neither the session nor the CSRF check applies;
// the signature is their authentication.
import type { FastifyInstance } from 'fastify';
import type { ProcedureRegistry } from '#shared/procedures';
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import type { DomainData } from '../domain/domain-data';
import type { RecipientSecrets } from '../deliveries/recipient-secrets';
import type { CertificateRevocations } from '../dev-idp/certificate-revocations';
import { clerkRoutes } from './clerk-routes';
import { FaultBook } from './faults';
import { inboxMount, type InboxRecipient } from './inbox-pages';
import { databaseInboxStore } from './inbox-store';
import { revokeMoveInSigner } from './move-in-revocation';
import { webhookReceiver } from './receiver';

export interface DevInboxOptions {
  db: Db;
  cipher: DocumentCipher;
  clock: Clock;
  recipientSecrets: RecipientSecrets;
  publicUrl: string;
  domain: Pick<DomainData, 'participation' | 'lifeline'>;
  procedures: ProcedureRegistry;
  /** The receivers' faults; a fresh, healthy book unless given. */
  faults?: FaultBook;
  /** The dev IdP's certificates: a 完了 for a 転入予定連絡 revokes the signer's (issue 28). */
  revocations?: CertificateRevocations;
}

/** Every seeded recipient whose messages come to the inbox. */
export function inboxRecipients({ participation, lifeline }: Pick<DomainData, 'participation' | 'lifeline'>): InboxRecipient[] {
  return [
    ...participation.all.filter((m) => m.delivery_endpoint === 'dev-inbox').map((m) => ({ id: `municipality.${m.jis_code}`, name: m.name, kind: 'municipality' as const })),
    ...lifeline.all.filter((b) => b.delivery_endpoint === 'dev-inbox').map((b) => ({ id: `business.${b.business_id}`, name: b.name, kind: 'business' as const })),
  ];
}

export async function registerDevInbox(app: FastifyInstance, options: DevInboxOptions): Promise<FaultBook> {
  const { db, cipher, clock, recipientSecrets, revocations } = options;
  const store = databaseInboxStore(db, { cipher, clock });
  const faults = options.faults ?? new FaultBook();
  const secretsOf = (recipient: Parameters<RecipientSecrets['ensure']>[0]) => recipientSecrets.ensure(recipient);
  const recipients = inboxRecipients(options.domain);
  const seeded = new Set<string>(recipients.map((r) => r.id));
  await app.register(webhookReceiver, { prefix: inboxMount, secretsOf, knows: (recipient) => seeded.has(recipient), store, faults, clock });
  await app.register(clerkRoutes, {
    prefix: inboxMount,
    db,
    clock,
    publicUrl: options.publicUrl,
    recipients,
    store,
    faults,
    secretsOf,
    procedures: options.procedures,
    ...(revocations && {
      onMoveInCompleted: (receptionNumber: string) => revokeMoveInSigner(db, revocations, receptionNumber, clock.now()),
    }),
  });
  return faults;
}
