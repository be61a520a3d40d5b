// Submitted applications. Submission is idempotent (brief §6): the client's idempotency key is
// unique per user, so a retry or a concurrent double submit finds the first row instead of
// making a second one; and one confirmation (draft uuid + document digest) makes at most one
// application. Each recipient's status is a plain row of application_recipients, written in the
// same statement (one transaction) as the application and read with it, together with one outbox
// message per recipient (decision 019), so a stored submission is always delivered.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import type { RecipientKind, RecipientProcedure, RecipientStatus } from '#shared/recipient-status';
import { applicationRecipients, applications, deliveries, moveEvents } from '../db/schema';
import type { Phase } from '#shared/flows';
import { isUuid } from './ids';
import { booksVisits, insertWithVisits, visitReservationCtes, type NewVisit, type VisitBooking } from './visit-booking';

export interface ApplicationRepositoryDeps {
  cipher: DocumentCipher;
}

/** One recipient of an application, as its row holds it. */
export interface RecipientRecord {
  /** The recipient's own id (decision 021): the revocation flow names a procedure by it. */
  id: string;
  position: number;
  kind: RecipientKind;
  procedure: RecipientProcedure;
  name: string;
  /** Where the procedure is delivered: the municipality's JIS code or the business id. */
  address: { jis_code: string } | { business_id: string };
  /** Its endpoint as the catalogue named it at filing (decision 032); absent on rows filed before it was kept. */
  endpoint?: string;
  status: RecipientStatus;
  /** The recipient's reason, with `returned` only. */
  reason?: string;
  /** When the status last changed. */
  updatedAt: Date;
  /** A revocation's recipient (decision 021): the id of the recipient whose procedure it cancels. */
  cancelsRecipientId?: string;
}

export type NewRecipient = Omit<RecipientRecord, 'id' | 'position' | 'updatedAt' | 'reason'>;

export interface ApplicationRecord<T = unknown> {
  id: string;
  phase: Phase;
  idempotencyKey: string;
  receptionNumber: string | null;
  status: string;
  /** An addition's normal application (decision 020); null for any other. */
  originalApplicationId: string | null;
  /** The confirmation it was submitted from (plain columns); null for an application older than them. */
  draftUuid: string | null;
  documentDigest: string | null;
  document: T;
  createdAt: Date;
  updatedAt: Date;
  /** Its recipients in document order; empty for an application submitted before they had rows. */
  recipients: RecipientRecord[];
}

export interface NewSubmission {
  phase: Phase;
  idempotencyKey: string;
  /** The signed request of a signed flow; absent for a flow that is not signed (an addition). */
  signatureRequestId?: string;
  receptionNumber: string;
  /** An addition's normal application (decision 020). */
  originalApplicationId?: string;
  status: string;
  document: unknown;
  submittedAt: Date;
  /** The confirmation it is submitted from; a second submission of it finds the first. */
  confirmation?: { draftUuid: string; documentDigest: string };
  recipients?: readonly NewRecipient[];
  /** The visits it announces (issue 27): reserved, their slots taken, in its transaction. */
  visits?: readonly NewVisit[];
}

/** A submission's plain columns, readable without opening its document. */
export interface SubmissionRow {
  id: string;
  phase: Phase;
  receptionNumber: string | null;
  draftUuid: string | null;
  documentDigest: string | null;
}

/**
 * An application whose personal data the retention job deleted (issue 28): the minimal record that
 * stays, its 受付番号, its digest and where each recipient's procedure ended.
 */
export interface PurgedApplicationRecord {
  id: string;
  phase: Phase;
  receptionNumber: string | null;
  originalApplicationId: string | null;
  documentDigest: string | null;
  createdAt: Date;
  purgedAt: Date;
  recipients: RecipientRecord[];
}

/** A submitted application as its submitter sees it again: every submission has its number. */
export interface Submitted {
  id: string;
  receptionNumber: string;
  createdAt: Date;
}

/** The submission an idempotency key made, with what it was bound to (plain columns). */
export interface KeyedSubmission extends Submitted {
  phase: Phase;
  documentDigest: string | null;
  signatureRequestId: string | null;
}

export type SubmissionInsert =
  | { kind: 'created' | 'existing' | 'same-confirmation'; submission: Submitted }
  | { kind: 'signature-used' }
  | { kind: 'number-taken' }
  /** A procedure of a revocation already has its cancellation (decision 021: one per procedure). */
  | { kind: 'already-cancelled' }
  /** A visit slot it asked for was full (issue 27): nothing was stored. */
  | { kind: 'slot-full' };

const CANCELS_UNIQUE = 'application_recipients_cancels_unique';

/** Whether the insert failed on the one-cancellation-per-procedure constraint (PostgreSQL or PGlite, maybe wrapped by Drizzle). */
function isCancelledTwice(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === CANCELS_UNIQUE || (typeof message === 'string' && message.includes(CANCELS_UNIQUE)))) return true;
  }
  return false;
}

/** What the submission's insert returns (raw, as the driver gives it). */
interface CreatedRow {
  id: string;
  reception_number: string;
  created_at: string;
}

/** What a submission does to visits: its own reserved, a revocation's cancelled procedures' freed. */
const visitBookingOf = (userId: string, input: NewSubmission): VisitBooking => ({
  userId,
  at: input.submittedAt,
  visits: input.visits ?? [],
  cancelsRecipientIds: (input.recipients ?? []).flatMap((recipient) => (recipient.cancelsRecipientId ? [recipient.cancelsRecipientId] : [])),
});

export const applicationAad = (userId: string, applicationId: string) => `applications:${userId}:${applicationId}`;
/** The sealed reason of a returned procedure is bound to its recipient row. */
export const recipientReasonAad = (applicationId: string, position: number) => `recipients:${applicationId}:${position}`;

export function createApplicationRepository(db: Db, { cipher }: ApplicationRepositoryDeps) {
  const columns = {
    id: applications.id,
    phase: applications.phase,
    idempotencyKey: applications.idempotencyKey,
    receptionNumber: applications.receptionNumber,
    status: applications.status,
    originalApplicationId: applications.originalApplicationId,
    draftUuid: applications.draftUuid,
    documentDigest: applications.documentDigest,
    document: applications.document,
    createdAt: applications.createdAt,
    updatedAt: applications.updatedAt,
  };
  type Row = Omit<typeof applications.$inferSelect, 'userId' | 'signatureRequestId' | 'purgedAt'>;
  /** Only an application that still has its document: a purged one (issue 28) is read by listPurgedForUser alone. */
  const notPurged = isNull(applications.purgedAt);
  const submittedColumns = { id: applications.id, receptionNumber: applications.receptionNumber, createdAt: applications.createdAt };
  // Every submission looks its key up first, and reception_id_save its number: prepared once (issue 15).
  const submissionByKey = db
    .select({ ...submittedColumns, phase: applications.phase, documentDigest: applications.documentDigest, signatureRequestId: applications.signatureRequestId })
    .from(applications)
    .where(and(eq(applications.userId, sql.placeholder('userId')), eq(applications.idempotencyKey, sql.placeholder('idempotencyKey'))))
    .limit(1)
    .prepare('application_by_idempotency_key');
  const submissionRowByNumber = db
    .select({
      id: applications.id,
      phase: applications.phase,
      receptionNumber: applications.receptionNumber,
      draftUuid: applications.draftUuid,
      documentDigest: applications.documentDigest,
    })
    .from(applications)
    .where(and(eq(applications.userId, sql.placeholder('userId')), eq(applications.receptionNumber, sql.placeholder('receptionNumber'))))
    .limit(1)
    .prepare('application_row_by_reception_number');

  /** A new row with its own id, the document sealed to it. */
  function sealedRow(userId: string, input: NewSubmission) {
    const id = randomUUID();
    return {
      id,
      userId,
      phase: input.phase,
      idempotencyKey: input.idempotencyKey,
      receptionNumber: input.receptionNumber,
      status: input.status,
      document: cipher.seal(input.document, applicationAad(userId, id)),
    };
  }

  async function findSubmission(where: SQL | undefined): Promise<Submitted | null> {
    const rows = await db.select(submittedColumns).from(applications).where(where).limit(1);
    return (rows[0] as Submitted | undefined) ?? null;
  }

  const decode = <T>(userId: string, row: Row, recipients: RecipientRecord[] = []): ApplicationRecord<T> => {
    if (!row.document) throw new Error('a purged application has no document to open');
    return { ...row, phase: row.phase as Phase, document: cipher.open<T>(row.document, applicationAad(userId, row.id)), recipients };
  };

  /** A recipient's row as the insert's JSON gives it (jsonb_to_recordset names the fields). */
  const recipientColumns = (recipient: NewRecipient, position: number) => ({
    position,
    kind: recipient.kind,
    procedure: recipient.procedure,
    name: recipient.name,
    jisCode: 'jis_code' in recipient.address ? recipient.address.jis_code : null,
    businessId: 'business_id' in recipient.address ? recipient.address.business_id : null,
    status: recipient.status,
    cancelsRecipientId: recipient.cancelsRecipientId ?? null,
    endpoint: recipient.endpoint ?? null,
  });

  /** The recipients of these applications, by application; the ids are already the owner's. */
  async function recipientsOf(applicationIds: string[]): Promise<Map<string, RecipientRecord[]>> {
    const byApplication = new Map<string, RecipientRecord[]>();
    if (applicationIds.length === 0) return byApplication;
    const rows = await db
      .select()
      .from(applicationRecipients)
      .where(inArray(applicationRecipients.applicationId, applicationIds))
      .orderBy(asc(applicationRecipients.applicationId), asc(applicationRecipients.position));
    for (const row of rows) {
      const list = byApplication.get(row.applicationId) ?? [];
      list.push({
        id: row.id,
        position: row.position,
        kind: row.kind as RecipientKind,
        procedure: row.procedure as RecipientProcedure,
        name: row.name,
        address: row.jisCode !== null ? { jis_code: row.jisCode } : { business_id: row.businessId ?? '' },
        ...(row.endpoint !== null ? { endpoint: row.endpoint } : {}),
        status: row.status as RecipientStatus,
        ...(row.statusReason ? { reason: cipher.open<string>(row.statusReason, recipientReasonAad(row.applicationId, row.position)) } : {}),
        updatedAt: row.updatedAt,
        ...(row.cancelsRecipientId ? { cancelsRecipientId: row.cancelsRecipientId } : {}),
      });
      byApplication.set(row.applicationId, list);
    }
    return byApplication;
  }

  /**
   * The application, its recipients, one outbox message per recipient (decision 019; a
   * revocation's recipient gets its procedure's cancellation, decision 021) and its 'filed' move
   * event (issue 27) as one statement:
   * atomic like the transaction it replaces (issue 15), without its BEGIN, COMMIT and two more
   * round trips. The recipients and messages select from the application's RETURNING, so when the
   * application conflicts (ON CONFLICT DO NOTHING) nothing else is written and no row comes back;
   * a second cancellation of one procedure fails the whole statement on its unique constraint.
   * The foreign keys are checked at the end of the statement, when all three rows exist. Every
   * timestamp is the submission's: a message's retry window counts from it.
   */
  function insertWithRecipients(row: ReturnType<typeof sealedRow>, input: NewSubmission): SQL {
    const at = applications.createdAt.mapToDriverValue(input.submittedAt);
    const recipients = (input.recipients ?? []).map(recipientColumns);
    return sql`with application as (
        insert into ${applications} (id, user_id, phase, idempotency_key, reception_number, status, document, signature_request_id, original_application_id, draft_uuid, document_digest, created_at, updated_at)
        values (${row.id}, ${row.userId}, ${row.phase}, ${row.idempotencyKey}, ${row.receptionNumber}, ${row.status}, ${row.document}, ${input.signatureRequestId ?? null},
          ${input.originalApplicationId ?? null}, ${input.confirmation?.draftUuid ?? null}, ${input.confirmation?.documentDigest ?? null}, ${at}::timestamptz, ${at}::timestamptz)
        on conflict do nothing
        returning id, reception_number, created_at
      ), recipient as (
        insert into ${applicationRecipients} (application_id, position, kind, procedure, name, jis_code, business_id, status, cancels_recipient_id, endpoint, updated_at)
        select application.id, r.position, r.kind, r.procedure, r.name, r."jisCode", r."businessId", r.status, r."cancelsRecipientId",
          -- A cancellation goes where the procedure it cancels went (decision 032).
          coalesce((select cancelled.endpoint from ${applicationRecipients} cancelled where cancelled.id = r."cancelsRecipientId"), r.endpoint), ${at}::timestamptz
        from application cross join jsonb_to_recordset(${JSON.stringify(recipients)}::jsonb)
          as r(position smallint, kind text, procedure text, name text, "jisCode" text, "businessId" text, status text, "cancelsRecipientId" uuid, endpoint text)
        returning id, application_id, position, cancels_recipient_id
      ), message as (
        insert into ${deliveries} (application_id, recipient_position, message_kind, next_attempt_at, created_at)
        select application_id, position, case when cancels_recipient_id is null then 'application' else 'cancellation' end, ${at}::timestamptz, ${at}::timestamptz
        from recipient
      ), event as (
        insert into ${moveEvents} (user_id, application_id, kind, at)
        select ${row.userId}, id, 'filed', created_at from application
      )${visitReservationCtes(row.userId, input.visits ?? [], at)}
      select id, reception_number, created_at from application`;
  }

  return {
    /**
     * Inserts a signed submission (brief §6). Unique constraints decide every race, and the
     * answer says which one did: this user's idempotency key (the first submission is returned),
     * the signature request (already used by another submission), or the reception number (held
     * by another application: the caller draws a new one).
     */
    async insertSubmission(userId: string, input: NewSubmission): Promise<SubmissionInsert> {
      const { signatureRequestId } = input;
      if (!isUuid(input.idempotencyKey) || (signatureRequestId !== undefined && !isUuid(signatureRequestId))) throw new Error('keys must be uuids');
      const statement = insertWithRecipients(sealedRow(userId, input), input);
      const execute = (on: Db) => on.execute(statement).then((result) => (result as { rows: CreatedRow[] }).rows[0]);
      const booking = visitBookingOf(userId, input);
      const created = await (booksVisits(booking) ? insertWithVisits(db, booking, execute) : execute(db))
        .catch((error: unknown) => {
          // Two revocations raced for one procedure: the later one is refused as a whole.
          if (isCancelledTwice(error)) return 'already-cancelled' as const;
          throw error;
        });
      if (created === 'already-cancelled') return { kind: 'already-cancelled' };
      if (created === 'slot-full') return { kind: 'slot-full' };
      if (created) {
        const submission = { id: created.id, receptionNumber: created.reception_number, createdAt: applications.createdAt.mapFromDriverValue(created.created_at) as Date };
        return { kind: 'created', submission };
      }
      const first = await findSubmission(and(eq(applications.userId, userId), eq(applications.idempotencyKey, input.idempotencyKey)));
      if (first) return { kind: 'existing', submission: first };
      const used = signatureRequestId !== undefined && (await findSubmission(eq(applications.signatureRequestId, signatureRequestId)));
      if (used) return { kind: 'signature-used' };
      const { confirmation } = input;
      const sameConfirmation =
        confirmation &&
        (await findSubmission(
          and(eq(applications.userId, userId), eq(applications.draftUuid, confirmation.draftUuid), eq(applications.documentDigest, confirmation.documentDigest)),
        ));
      return sameConfirmation ? { kind: 'same-confirmation', submission: sameConfirmation } : { kind: 'number-taken' };
    },

    /** The submission this user made with this idempotency key, if any, with the flow and confirmation it was bound to. */
    async findSubmissionByKey(userId: string, idempotencyKey: string): Promise<KeyedSubmission | null> {
      if (!isUuid(userId) || !isUuid(idempotencyKey)) return null;
      const row = (await submissionByKey.execute({ userId, idempotencyKey }))[0];
      return row ? ({ ...row, phase: row.phase as Phase } as KeyedSubmission) : null;
    },

    /** The plain columns of this user's application with this number, without opening its document. */
    async findSubmissionRow(userId: string, receptionNumber: string): Promise<SubmissionRow | null> {
      if (!isUuid(userId)) return null;
      const row = (await submissionRowByNumber.execute({ userId, receptionNumber }))[0];
      return row ? { ...row, phase: row.phase as Phase } : null;
    },

    /** Newest first, as マイページ lists them. */
    async listForUser<T = unknown>(userId: string): Promise<ApplicationRecord<T>[]> {
      if (!isUuid(userId)) return [];
      const rows = await db
        .select(columns)
        .from(applications)
        .where(and(eq(applications.userId, userId), notPurged))
        .orderBy(desc(applications.createdAt), desc(applications.id));
      const recipients = await recipientsOf(rows.map((row) => row.id));
      return rows.map((row) => decode<T>(userId, row, recipients.get(row.id)));
    },

    /** The user's applications whose personal data the retention job deleted, newest first: their minimal records. */
    async listPurgedForUser(userId: string): Promise<PurgedApplicationRecord[]> {
      if (!isUuid(userId)) return [];
      const rows = await db
        .select({
          id: applications.id,
          phase: applications.phase,
          receptionNumber: applications.receptionNumber,
          originalApplicationId: applications.originalApplicationId,
          documentDigest: applications.documentDigest,
          createdAt: applications.createdAt,
          purgedAt: applications.purgedAt,
        })
        .from(applications)
        .where(and(eq(applications.userId, userId), isNotNull(applications.purgedAt)))
        .orderBy(desc(applications.createdAt), desc(applications.id));
      const recipients = await recipientsOf(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, phase: row.phase as Phase, purgedAt: row.purgedAt ?? row.createdAt, recipients: recipients.get(row.id) ?? [] }));
    },

    /**
     * One application with its recipients, for the delivery job only: the job is trusted and
     * acts for no user, so no owner is checked. Never reachable from a request.
     */
    async findForDelivery<T = unknown>(applicationId: string): Promise<ApplicationRecord<T> | null> {
      if (!isUuid(applicationId)) return null;
      // A purged application (issue 28) has nothing left to deliver: as missing.
      const rows = await db.select({ ...columns, userId: applications.userId }).from(applications).where(and(eq(applications.id, applicationId), notPurged)).limit(1);
      const row = rows[0];
      if (!row) return null;
      const { userId, ...rest } = row;
      const recipients = await recipientsOf([row.id]);
      return decode<T>(userId, rest, recipients.get(row.id));
    },

  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
