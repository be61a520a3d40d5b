// The one database schema (brief §3, §6). Personal data lives only in the encrypted bytea
// columns; the rest is what the server needs to find, own and expire rows.
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { phases } from '#shared/flows';
import { deliveryStates, recipientKinds, recipientStatuses } from '#shared/recipient-status';
import { bytea } from './bytea';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The phase codes of the flow registry (1 normal, 2 addition, 3 revocation). */
const phaseCheck = (table: string, column: { name: string }) => check(`${table}_phase_check`, sql`${sql.identifier(column.name)} in (${sql.raw(phases.join(', '))})`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: text('provider_id').notNull(),
    /** HMAC of issuer|sub: stable per resident, but the raw identifier never reaches the database. */
    subjectHash: text('subject_hash').notNull(),
    /** Encrypted JSON of the verified claims (document-cipher, aad users:<provider>:<hash>). */
    profile: bytea('profile').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('users_provider_subject_unique').on(t.providerId, t.subjectHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 hex of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_last_seen_at_idx').on(t.lastSeenAt), index('sessions_user_id_idx').on(t.userId)],
);

export const drafts = pgTable(
  'drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phase: smallint('phase').notNull(),
    /** Encrypted JSON (aad drafts:<user_id>:<phase>). */
    document: bytea('document').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'drafts_pk', columns: [t.userId, t.phase] }), phaseCheck('drafts', t.phase)],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phase: smallint('phase').notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    receptionNumber: text('reception_number').unique('applications_reception_number_unique'),
    /** The signed request the application was submitted with: one signature, one application. */
    signatureRequestId: uuid('signature_request_id').unique('applications_signature_request_unique'),
    status: text('status').notNull(),
    /**
     * The confirmation it was submitted from: the draft's uuid and the digest of the document
     * frozen from it. One confirmation makes at most one application, whatever the number of
     * signatures and idempotency keys. Null for rows written before these columns.
     */
    draftUuid: uuid('draft_uuid'),
    documentDigest: text('document_digest'),
    /** An addition (phase 2, decision 020): the resident's normal application it adds notices to. */
    originalApplicationId: uuid('original_application_id').references((): AnyPgColumn => applications.id, { onDelete: 'cascade' }),
    /** Encrypted JSON (aad applications:<user_id>:<id>); null once the retention job purged it (issue 28). */
    document: bytea('document'),
    /**
     * When the retention job deleted the application's personal data (issue 28): its document, its
     * recipients' reasons, its visits and the messages and mails that carried it. The 受付番号, the
     * digest and the statuses stay as the minimal record.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('applications_purged_check', sql`(${sql.identifier('document')} is null) = (${sql.identifier('purged_at')} is not null)`),
    unique('applications_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    unique('applications_confirmation_unique').on(t.userId, t.draftUuid, t.documentDigest),
    phaseCheck('applications', t.phase),
    index('applications_original_application_idx').on(t.originalApplicationId),
  ],
);

const inList = (column: { name: string }, values: readonly string[]) =>
  sql`${sql.identifier(column.name)} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/**
 * Each recipient of an application (municipality or business) and where its procedure stands,
 * in plain columns so that a delivery job or a cancellation changes one recipient without
 * opening or rewriting the encrypted document. A municipality's or business's name is not
 * personal data. Written in the same transaction as the application.
 */
export const applicationRecipients = pgTable(
  'application_recipients',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The order the document lists the recipients in (municipalities, then businesses). */
    position: smallint('position').notNull(),
    /** The recipient's own id: what the revocation flow names it by (CancelItem.id, decision 021). */
    id: uuid('id').notNull().defaultRandom(),
    /**
     * A revocation's recipient (decision 021): the recipient of the procedure it cancels. At most
     * one cancellation per procedure; the cancellation's own status is this row's.
     */
    cancelsRecipientId: uuid('cancels_recipient_id').references((): AnyPgColumn => applicationRecipients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    procedure: text('procedure').notNull(),
    name: text('name').notNull(),
    /** Where the procedure is delivered: the municipality's JIS code, or the business id. */
    jisCode: text('jis_code'),
    businessId: text('business_id'),
    /**
     * Where its messages go, as the catalogue named it when the application was filed (an https
     * URL or `dev-inbox`, decision 032): a catalogue changed later does not move a filed procedure.
     * Null for rows filed before it was kept: those are sent where the catalogue says now.
     */
    endpoint: text('endpoint'),
    /** The recipient's machine (#shared/recipient-status): the delivery, then its own progress. */
    status: text('status').notNull(),
    /** The recipient's reason with `returned`, encrypted (aad recipients:<application_id>:<position>): it may name the resident. */
    statusReason: bytea('status_reason'),
    /** When the status last changed. */
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'application_recipients_pk', columns: [t.applicationId, t.position] }),
    unique('application_recipients_id_unique').on(t.id),
    unique('application_recipients_cancels_unique').on(t.cancelsRecipientId),
    check('application_recipients_kind_check', inList(t.kind, recipientKinds)),
    check('application_recipients_status_check', inList(t.status, recipientStatuses)),
    check('application_recipients_address_check', sql`(${sql.identifier('jis_code')} is null) <> (${sql.identifier('business_id')} is null)`),
  ],
);

/** What happened to a move, in time order (issue 27): see src/server/events/move-events.ts. */
export const moveEventKinds = ['filed', 'recipient_status', 'receipt_issued', 'mail_sent', 'visit_reserved', 'visit_changed', 'visit_cancelled'] as const;

/**
 * The journal of each move (issue 27): a row per thing that happened to one application, written
 * in the transaction of the change itself. マイページ's timeline reads it, and the mail job plans
 * its mails from it (`mail_planned_at` null until it has looked), so no change goes unmailed even
 * when the process dies right after the commit. Plain, non-personal facts only: a reason or a
 * name the resident gave stays in the encrypted columns it came from.
 */
export const moveEvents = pgTable(
  'move_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The recipient (application_recipients.id) a status change or a visit is about. */
    recipientId: uuid('recipient_id'),
    status: text('status'),
    data: jsonb('data').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail planner turned this event into its mails (or decided it needs none). */
    mailPlannedAt: timestamp('mail_planned_at', { withTimezone: true }),
    /** When the reminder planner (issue 28) scheduled or cancelled the reminders this event brings. */
    reminderPlannedAt: timestamp('reminder_planned_at', { withTimezone: true }),
  },
  (t) => [
    check('move_events_kind_check', inList(t.kind, moveEventKinds)),
    index('move_events_application_idx').on(t.applicationId, t.at),
    index('move_events_user_idx').on(t.userId, t.at),
    index('move_events_unplanned_idx').on(t.at).where(sql`${sql.identifier('mail_planned_at')} is null`),
    index('move_events_reminder_unplanned_idx').on(t.at).where(sql`${sql.identifier('reminder_planned_at')} is null`),
  ],
);

/** The message kinds of the outbox: an application's, or a revocation's cancellation (decision 021). */
/** 'visit_change' (issue 27): a resident moved the visit a 転入予定連絡/転居予定連絡 announced. */
export const deliveryMessageKinds = ['application', 'cancellation', 'visit_change'] as const;

/**
 * The transactional outbox (issue 12, decision 019): one message per recipient, written in the
 * transaction that stores the submission. Its id is the message's `webhook-id`, the same on
 * every attempt, so a receiver deduplicates retries. A worker claims a due row by setting it
 * `sending` with a lease; a lease that runs out (the process died mid-send) makes it due again.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').notNull(),
    recipientPosition: smallint('recipient_position').notNull(),
    messageKind: text('message_kind').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: until when the claiming worker owns the row. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The last attempt's failure, without personal data (an HTTP status or an error code). */
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** A visit_change's reservation SEQUENCE (a visit may move several times); 0 for the other kinds. */
    visitSequence: integer('visit_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'deliveries_recipient_fk', columns: [t.applicationId, t.recipientPosition], foreignColumns: [applicationRecipients.applicationId, applicationRecipients.position] }).onDelete('cascade'),
    unique('deliveries_recipient_message_unique').on(t.applicationId, t.recipientPosition, t.messageKind, t.visitSequence),
    check('deliveries_state_check', inList(t.state, deliveryStates)),
    check('deliveries_message_kind_check', inList(t.messageKind, deliveryMessageKinds)),
    index('deliveries_due_idx').on(t.nextAttemptAt).where(sql`${sql.identifier('state')} in ('pending', 'sending')`),
  ],
);

/**
 * The signing secrets of each recipient (Standard Webhooks `whsec_…`), encrypted (aad
 * recipient-secrets:<recipient>:<id>). Several may be active at once: messages are signed with
 * every active one, and callbacks verify against any, so a rotation loses nothing in flight.
 */
export const recipientSecrets = pgTable(
  'recipient_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recipient id: municipality.<jis_code> or business.<business_id>. */
    recipient: text('recipient').notNull(),
    secret: bytea('secret').notNull(),
    createdAt: createdAt(),
    /** After this instant the secret neither signs nor verifies; null while current. */
    retiresAt: timestamp('retires_at', { withTimezone: true }),
  },
  (t) => [index('recipient_secrets_recipient_idx').on(t.recipient)],
);

/** Status callbacks already applied, by the recipient's `webhook-id`: a replay is refused and changes nothing. */
export const recipientCallbacks = pgTable(
  'recipient_callbacks',
  {
    recipient: text('recipient').notNull(),
    webhookId: text('webhook_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'recipient_callbacks_pk', columns: [t.recipient, t.webhookId] })],
);

/**
 * What the development inbox received (decision 019): its receivers deduplicate by
 * `webhook-id`, as a real receiver must. The payload holds personal data, so it is encrypted
 * (aad dev-inbox:<recipient>:<webhook_id>). Only used while the development inbox is on.
 */
export const devInboxMessages = pgTable(
  'dev_inbox_messages',
  {
    recipient: text('recipient').notNull(),
    webhookId: text('webhook_id').notNull(),
    messageType: text('message_type').notNull(),
    payload: bytea('payload').notNull(),
    /** How many times this id arrived (1 = no duplicate). */
    arrivals: integer('arrivals').notNull().default(1),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'dev_inbox_messages_pk', columns: [t.recipient, t.webhookId] })],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
});

/** pending until the provider answers; signed only after the server verified the JWS (brief §4). */
const signingStateCheck = (table: string, column: { name: string }) =>
  check(`${table}_state_check`, sql`${sql.identifier(column.name)} in ('pending', 'signed', 'failed')`);

/** Signing requests the app made at a provider (application_start), and what it verified of the answer. */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phase: smallint('phase').notNull(),
    /** Base64url SHA-256 of the canonical document the resident signs. */
    documentDigest: text('document_digest').notNull(),
    providerId: text('provider_id').notNull(),
    /** The provider's id of the request (its signing page names it). */
    providerRequestId: text('provider_request_id').notNull(),
    state: text('state').notNull(),
    failureReason: text('failure_reason'),
    /** Encrypted verified JWS (aad signature_requests:<user_id>:<id>), once signed. */
    jws: bytea('jws'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('signature_requests_user_id_idx').on(t.userId), phaseCheck('signature_requests', t.phase), signingStateCheck('signature_requests', t.state)],
);

/**
 * The development identity provider's side of a signing request (its stand-in for the card
 * app). Never used when a real provider is configured; kept in the database so any app process
 * can serve the signing page and the poll.
 */
export const devSigningRequests = pgTable(
  'dev_signing_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The test resident's subject at /dev-idp. */
    subject: text('subject').notNull(),
    documentDigest: text('document_digest').notNull(),
    /** The page of the app the resident goes back to after signing. */
    returnUrl: text('return_url').notNull(),
    /** Encrypted SignedContent (aad dev_signing_requests:content:<id>): what the signing page names; null in rows older than it. */
    content: bytea('content'),
    state: text('state').notNull(),
    failureReason: text('failure_reason'),
    /** Encrypted JWS (aad dev_signing_requests:<id>), once signed. */
    jws: bytea('jws'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [signingStateCheck('dev_signing_requests', t.state)],
);

/** pending until the provider answers; then completed (the profile was refreshed) or failed. */
export const identityUpdateStates = ['pending', 'completed', 'failed'] as const;

/**
 * The resident's identity-data updates (xid_data_update_request, brief §4, decision 020): one row
 * per request at the provider. The refreshed claims go to the users row's encrypted profile; this
 * row keeps only what the polls need. The provider's failure message says why in Japanese and
 * names no one.
 */
export const identityUpdateRequests = pgTable(
  'identity_update_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    /** The provider's id of the request. */
    providerRequestId: text('provider_request_id').notNull(),
    state: text('state').notNull().default('pending'),
    message: text('message'),
    /** Whether the completed refresh changed the resident's identity data; null until completed (issue 24). */
    changed: boolean('changed'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the state last changed. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('identity_update_requests_user_id_idx').on(t.userId),
    check('identity_update_requests_state_check', inList(t.state, identityUpdateStates)),
  ],
);

/**
 * The development identity provider's side of an identity-data update (its stand-in for the
 * provider's refresh at J-LIS). Never used when a real provider is configured; in the database
 * so any app process answers the poll.
 */
export const devIdentityUpdates = pgTable('dev_identity_updates', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The test resident's subject at /dev-idp. */
  subject: text('subject').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The resident's campaign code (promo_code_save, decision 020): one per resident, the last one
 * saved. Drafts carry their own copy once it is attached (promo_code_restore).
 */
export const residentPromoCodes = pgTable('resident_promo_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The development identity provider's state (oidc-provider's models: interactions, its sessions,
 * grants, authorization codes and access tokens; decision 026), so that a login one app process
 * began goes on at any other behind a load balancer. An id is often a bearer value (a cookie, a
 * code, a token), so only a digest of it is stored, and the payload, which repeats it, is
 * encrypted (aad dev_idp_models:<key>). Never used when a real provider is configured.
 */
export const devIdpModels = pgTable(
  'dev_idp_models',
  {
    /** base64url SHA-256 of the model's name and the id. */
    key: text('key').primaryKey(),
    model: text('model').notNull(),
    /** Digests of the payload's grantId and uid, which oidc-provider also looks rows up by. */
    grantKey: text('grant_key'),
    uidKey: text('uid_key'),
    payload: bytea('payload').notNull(),
    /** When an authorization code was redeemed: a second redemption revokes its grant. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Past it the row is never found (the retention job deletes it); null: kept until destroyed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('dev_idp_models_grant_key_idx').on(t.grantKey), index('dev_idp_models_uid_key_idx').on(t.uidKey), index('dev_idp_models_expires_at_idx').on(t.expiresAt)],
);

/**
 * Wrong PIN entries on the development provider's test cards (3 lock the login PIN, 5 the
 * signing one), counted alike by every app process; each start resets them to the residents
 * fixture's values, as a restart did when they were in memory (decision 026).
 */
export const devIdpPinFailures = pgTable(
  'dev_idp_pin_failures',
  {
    /** Which PIN: login or signing. */
    pin: text('pin').notNull(),
    /** The test resident's subject at /dev-idp. */
    subject: text('subject').notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [primaryKey({ name: 'dev_idp_pin_failures_pk', columns: [t.pin, t.subject] })],
);

/**
 * The development provider's 署名用電子証明書 per test resident (issue 28): one row per
 * certificate generation the resident has had, the highest being the current one; `revoked_at`
 * set when a 転入 revoked it (a 完了 from the development inbox). Shared by every app process
 * (decision 026), which each derive the same serial from subject and generation, so the CRL built
 * from these rows names the certificate whichever process issued it. A start renews every
 * revoked current certificate (a new generation); revoked ones stay on the CRL.
 */
export const devIdpSigningCertificates = pgTable(
  'dev_idp_signing_certificates',
  {
    /** The test resident's subject at /dev-idp. */
    subject: text('subject').notNull(),
    generation: integer('generation').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'dev_idp_signing_certificates_pk', columns: [t.subject, t.generation] })],
);

/** The mail outbox's states (issue 27): claimed with a lease like the deliveries (decision 019). */
export const mailStates = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * The resident's e-mails (issue 27): one row per mail, planned from a move event (or a visit
 * reservation) in one transaction with the event's `mail_planned_at`. `key` names the mail
 * (`<event_id>:<template>`), so an event mails each template at most once; the row id is the
 * mail's Message-ID, the same on every attempt, so a receiver can drop a resend after a crash.
 * The address and the text are not stored: they are built from the application at send time.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The move event it was planned from; null for a visit reminder. */
    eventId: uuid('event_id').references(() => moveEvents.id, { onDelete: 'cascade' }),
    /** The recipient (application_recipients.id) a recipient_* or visit mail is about. */
    recipientId: uuid('recipient_id'),
    template: text('template').notNull(),
    key: text('key').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The last attempt's failure as a code (an SMTP reply code, a network code), never an address. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID header it was sent with. */
    messageId: text('message_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('mail_messages_key_unique').on(t.key),
    check('mail_messages_state_check', inList(t.state, mailStates)),
    index('mail_messages_due_idx').on(t.nextAttemptAt).where(sql`${sql.identifier('state')} in ('pending', 'sending')`),
    index('mail_messages_user_idx').on(t.userId),
  ],
);

/** Which optional mails each resident turned off (issue 27); no row: every mail is on. */
export const mailPreferences = pgTable('mail_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The templates the resident does not want; the fraud alert is never among them. */
  disabled: jsonb('disabled').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * What the development mail receiver got over SMTP (issue 27): each arrival is a row, so a mail
 * sent twice shows twice. The raw message names the resident, so it is encrypted (aad
 * dev-mail:<id>). Only used outside production.
 */
export const devMailMessages = pgTable(
  'dev_mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Message-ID header as it arrived (not personal: derived from the mail row's id). */
    messageId: text('message_id'),
    raw: bytea('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mail_messages_received_idx').on(t.receivedAt)],
);

/**
 * How many residents each visit slot has taken (issue 27): one row per office, day and time,
 * counted up in the submission's transaction with `taken < capacity` (the row lock serializes
 * two residents taking the last place), counted down when the visit is cancelled or moved.
 */
export const visitSlotCounters = pgTable(
  'visit_slot_counters',
  {
    jisCode: text('jis_code').notNull(),
    /** YYYY/MM/DD, as the 来庁予定日 is written. */
    visitDate: text('visit_date').notNull(),
    /** HH:MM. */
    slotTime: text('slot_time').notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'visit_slot_counters_pk', columns: [t.jisCode, t.visitDate, t.slotTime] }), check('visit_slot_counters_taken_check', sql`${sql.identifier('taken')} >= 0`)],
);

export const visitReservationStates = ['reserved', 'cancelled'] as const;

/**
 * Every visit a resident announced with a 転入予定連絡 or 転居予定連絡 (issue 27), with or without a
 * slot: plain columns only, written in the submission's transaction. `sequence` is the
 * calendar's (RFC 5545 SEQUENCE): raised on each change and on the cancellation.
 */
export const visitReservations = pgTable(
  'visit_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The procedure's recipient row (application_recipients.id). */
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => applicationRecipients.id, { onDelete: 'cascade' }),
    jisCode: text('jis_code').notNull(),
    visitDate: text('visit_date').notNull(),
    /** HH:MM, or null where the municipality takes a date only. */
    slotTime: text('slot_time'),
    state: text('state').notNull().default('reserved'),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('visit_reservations_recipient_unique').on(t.recipientId),
    index('visit_reservations_user_idx').on(t.userId),
    check('visit_reservations_state_check', inList(t.state, visitReservationStates)),
  ],
);

/** What a reminder reminds of (issue 28), each by the mail template it sends. */
export const reminderKinds = ['visit_tomorrow', 'move_deadline', 'failed_reminder'] as const;
export const reminderStates = ['scheduled', 'sent', 'cancelled'] as const;

/**
 * The reminders (issue 28): one row per reason, written from the move journal by the reminder
 * planner (src/server/reminders), with the time it is due. `key` names the reason (e.g.
 * `visit:<event_id>`), so a reason is scheduled once whatever the number of planners. A due
 * reminder whose reason still stands becomes a mail in the outbox (key `reminder:<id>`) and
 * `sent`; one whose reason went becomes `cancelled` with why. Plain, non-personal facts only.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The procedure's recipient (application_recipients.id) the reminder is about. */
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => applicationRecipients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The visit reminder's day and slot ({ date, slot }), as the reservation had them when it was scheduled. */
    data: jsonb('data').notNull().default({}),
    state: text('state').notNull().default('scheduled'),
    /** Why a cancelled reminder was not sent (completed, visit_moved, procedure_cancelled, ...): a code, never a name. */
    cancelReason: text('cancel_reason'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reminders_key_unique').on(t.key),
    check('reminders_kind_check', inList(t.kind, reminderKinds)),
    check('reminders_state_check', inList(t.state, reminderStates)),
    index('reminders_due_idx').on(t.dueAt).where(sql`${sql.identifier('state')} = 'scheduled'`),
    index('reminders_recipient_idx').on(t.recipientId),
  ],
);

/**
 * The household questions a resident answered for one filed move (issue 28): children, insurance,
 * pets, vehicles… They choose the counter procedures' checklist. Apart from the signed document,
 * so answering changes nothing that was signed. Encrypted JSON (aad household-answers:<user_id>:<application_id>).
 */
export const householdAnswers = pgTable('household_answers', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: bytea('answers').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The funnel (issue 29): one flow a browser is walking through, while it is being counted. Keyed by
 * a SHA-256 of the browser's random per-flow id (never the id, never a user or an address); the row
 * goes once the flow has been idle FLOW_SESSION_IDLE_MS, when its end is counted (funnel-sessions.ts).
 */
export const flowFunnelSessions = pgTable(
  'flow_funnel_sessions',
  {
    sessionHash: text('session_hash').notNull(),
    machine: text('machine').notNull(),
    /** The Japan day the flow began on: all its figures count on that day. */
    day: date('day', { mode: 'string' }).notNull(),
    lastState: text('last_state').notNull(),
    /** Milliseconds since the flow began, as the browser measured them, at the last state entered. */
    lastMs: integer('last_ms').notNull(),
    reachedGoal: boolean('reached_goal').notNull().default(false),
    /** State ids and "from|event|to" keys already counted for this flow (each counts once per flow). */
    statesEntered: text('states_entered').array().notNull(),
    transitionsTaken: text('transitions_taken').array().notNull(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionHash, t.machine] }), index('flow_funnel_sessions_last_event_idx').on(t.lastEventAt)],
);

/** Per machine, day and state: the flows that entered it, and those that ended there without reaching the goal. */
export const flowFunnelStates = pgTable(
  'flow_funnel_states',
  {
    machine: text('machine').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    state: text('state').notNull(),
    sessions: integer('sessions').notNull().default(0),
    exits: integer('exits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machine, t.day, t.state] })],
);

/** Per machine and day: the flows that took each transition (from, event, to) at least once. */
export const flowFunnelTransitions = pgTable(
  'flow_funnel_transitions',
  {
    machine: text('machine').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    fromState: text('from_state').notNull(),
    event: text('event').notNull(),
    toState: text('to_state').notNull(),
    sessions: integer('sessions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machine, t.day, t.fromState, t.event, t.toState] })],
);

/**
 * Per machine, day and state: how long stays lasted, as counts in fixed buckets (funnel-buckets.ts),
 * so the median over any range of days is read from the summed buckets without keeping each stay.
 */
export const flowFunnelDurations = pgTable(
  'flow_funnel_durations',
  {
    machine: text('machine').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    state: text('state').notNull(),
    bucket: smallint('bucket').notNull(),
    stays: integer('stays').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machine, t.day, t.state, t.bucket] })],
);

/**
 * The operator's maintenance window (issue 30, `npm run maintenance`): at most one row; while it
 * exists every API call answers TEMPORARILY, with the operator's sentence when one was given.
 */
export const serviceMaintenance = pgTable(
  'service_maintenance',
  {
    id: smallint('id').primaryKey().default(1),
    notice: text('notice'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('service_maintenance_single_row', sql`${t.id} = 1`)],
);

/**
 * Each catalogue a process served (issue 30, decision 032): its canonical JSON once per distinct
 * content, and when a process last loaded it. `npm run catalogue -- diff` compares a directory
 * with the latest; nothing else reads it (a filed recipient keeps its own endpoint and name).
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  /** sha256 of the canonical JSON. */
  hash: text('hash').primaryKey(),
  content: jsonb('content').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
