// The one database schema (brief §3, §6). Personal data lives only in the encrypted bytea
// columns; the rest is what the server needs to find, own and expire rows.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** 1 normal, 2 addition, 3 revocation (spec: phase codes). */
const phaseCheck = (table: string, column: { name: string }) => check(`${table}_phase_check`, sql`${sql.identifier(column.name)} in (1, 2, 3)`);

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
    csrfToken: text('csrf_token').notNull(),
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
    status: text('status').notNull(),
    /** Encrypted JSON (aad applications:<user_id>:<id>). */
    document: bytea('document').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('applications_user_idempotency_unique').on(t.userId, t.idempotencyKey), phaseCheck('applications', t.phase)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
});
