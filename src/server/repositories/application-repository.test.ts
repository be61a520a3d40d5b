import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { createApplicationRepository, type NewRecipient } from './application-repository';
import { createTestUser, newSubmission as submission, submissionTo, testCipher } from './test-fixtures';

describe('application repository', () => {
  const database = useTestDatabase();
  const cipher = testCipher();

  it('submits once per idempotency key and returns the first result on retry', async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const first = submission({ receptionNumber: 'ABCD-EFGH-JKM0', document: { applicant: '山田太郎' } });
    const created = await applications.insertSubmission(userId, first);
    if (created.kind !== 'created') throw new Error(created.kind);
    const retry = await applications.insertSubmission(userId, submission({ idempotencyKey: first.idempotencyKey, receptionNumber: 'ZZZZ-ZZZZ-ZZZ0', document: { applicant: 'retry' } }));
    expect(retry).toEqual({ kind: 'existing', submission: { id: created.submission.id, receptionNumber: 'ABCD-EFGH-JKM0', createdAt: first.submittedAt } });
    const listed = await applications.listForUser(userId);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.document).toEqual({ applicant: '山田太郎' });
  });

  it('makes one application from two concurrent submits with the same key', async () => {
    const { db, query } = database();
    const applications = createApplicationRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const idempotencyKey = randomUUID();
    const submit = (n: number) => applications.insertSubmission(userId, submission({ idempotencyKey, document: { n } }));
    const results = await Promise.all([submit(1), submit(2), submit(3)]);
    const ids = results.map((r) => ('submission' in r ? r.submission.id : r.kind));
    expect(new Set(ids).size).toBe(1);
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'existing')).toHaveLength(2);
    const { rows } = await query('select count(*)::int as n from applications where user_id = $1', [userId]);
    expect(rows[0]?.n).toBe(1);
  });

  it('lets two residents use the same idempotency key independently', async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const a = await createTestUser(db, cipher);
    const b = await createTestUser(db, cipher);
    const key = randomUUID();
    const ra = await applications.insertSubmission(a, submission({ idempotencyKey: key }));
    const rb = await applications.insertSubmission(b, submission({ idempotencyKey: key }));
    if (ra.kind !== 'created' || rb.kind !== 'created') throw new Error(`${ra.kind} ${rb.kind}`);
    expect(ra.submission.id).not.toBe(rb.submission.id);
  });

  it("reads and lists only the owner's applications", async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const owner = await createTestUser(db, cipher);
    const other = await createTestUser(db, cipher);
    const input = submission({ phase: 2, document: { lifeline: 'ガス' }, confirmation: { draftUuid: randomUUID(), documentDigest: 'd' } });
    const created = await applications.insertSubmission(owner, input);
    if (created.kind !== 'created') throw new Error(created.kind);
    const { id } = created.submission;
    const [mine, ...rest] = await applications.listForUser(owner);
    expect(rest).toEqual([]);
    expect(mine).toMatchObject({ id, phase: 2, status: 'submitted', receptionNumber: input.receptionNumber, document: { lifeline: 'ガス' } });
    expect(mine?.createdAt).toBeInstanceOf(Date);

    expect(await applications.listForUser(other)).toEqual([]);
    expect(await applications.listForUser("1' or '1'='1")).toEqual([]);
    expect(await applications.findSubmissionRow(other, input.receptionNumber)).toBeNull();
    expect(await applications.findSubmissionRow("1' or '1'='1", input.receptionNumber)).toBeNull();
    expect(await applications.findSubmissionRow(owner, `R-${randomUUID()}`)).toBeNull();
    expect(await applications.findSubmissionRow(owner, input.receptionNumber)).toEqual({
      id,
      phase: 2,
      receptionNumber: input.receptionNumber,
      ...input.confirmation,
    });
    expect(await applications.findSubmissionByKey(other, input.idempotencyKey)).toBeNull();
    expect(await applications.findSubmissionByKey(owner, "1' or '1'='1")).toBeNull();
  });

  it('lists newest first', async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const first = await applications.insertSubmission(userId, submission({ document: { n: 1 }, submittedAt: new Date('2026-11-22T01:00:00Z') }));
    const second = await applications.insertSubmission(userId, submission({ phase: 2, document: { n: 2 }, submittedAt: new Date('2026-11-22T01:00:05Z') }));
    if (first.kind !== 'created' || second.kind !== 'created') throw new Error(`${first.kind} ${second.kind}`);
    expect((await applications.listForUser(userId)).map((a) => a.id)).toEqual([second.submission.id, first.submission.id]);
  });

  it('refuses a reception number that another application already has', async () => {
    const { db, query } = database();
    const applications = createApplicationRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const receptionNumber = `R-${randomUUID()}`;
    const first = await applications.insertSubmission(userId, submission({ receptionNumber }));
    expect(first.kind).toBe('created');
    expect(await applications.insertSubmission(userId, submission({ receptionNumber }))).toEqual({ kind: 'number-taken' });
    const { rows } = await query('select count(*)::int as n from applications where user_id = $1', [userId]);
    expect(rows[0]?.n).toBe(1);
  });
});

describe('signed submissions', () => {
  const database = useTestDatabase();
  const cipher = testCipher();

  it('says which unique constraint decided: the same key, a used signature, or a taken reception number', async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const [userId, other] = [await createTestUser(db, cipher), await createTestUser(db, cipher)];
    const input = submission();
    const created = await applications.insertSubmission(userId, input);
    if (created.kind !== 'created') throw new Error(created.kind);
    expect(created.submission).toEqual({ id: expect.any(String), receptionNumber: input.receptionNumber, createdAt: input.submittedAt });

    // The same key again, even with another number: the first submission.
    expect(await applications.insertSubmission(userId, { ...input, receptionNumber: 'R-other' })).toEqual({ kind: 'existing', submission: created.submission });
    // With what the key is bound to: the flow, the confirmed digest and the signature request.
    expect(await applications.findSubmissionByKey(userId, input.idempotencyKey)).toEqual({
      ...created.submission,
      phase: input.phase,
      documentDigest: input.confirmation?.documentDigest ?? null,
      signatureRequestId: input.signatureRequestId,
    });
    expect(await applications.findSubmissionByKey(other, input.idempotencyKey)).toBeNull();
    // Another key with the same signature request.
    expect(await applications.insertSubmission(userId, submission({ signatureRequestId: input.signatureRequestId }))).toEqual({ kind: 'signature-used' });
    // Another resident drawing a number that is taken.
    expect(await applications.insertSubmission(other, submission({ receptionNumber: input.receptionNumber }))).toEqual({ kind: 'number-taken' });
    expect(await applications.listForUser(other)).toEqual([]);
  });
});

describe('application recipients', () => {
  const database = useTestDatabase();
  const cipher = testCipher();
  const submission = submissionTo;
  const office: NewRecipient = { kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'pending', address: { jis_code: '131016' } };
  const gas: NewRecipient = { kind: 'business', procedure: 'businesses', name: 'さくらガス', status: 'pending', address: { business_id: 'sakura-gas' } };

  it("writes the recipients with the application and lists them only with their owner's applications", async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const [owner, other] = [await createTestUser(db, cipher), await createTestUser(db, cipher)];
    const created = await applications.insertSubmission(owner, submission([office, gas]));
    if (created.kind !== 'created') throw new Error(created.kind);
    const [listed] = await applications.listForUser(owner);
    expect(listed?.recipients).toEqual([
      { ...office, id: expect.any(String), position: 0, updatedAt: new Date('2026-11-22T01:00:00Z') },
      { ...gas, id: expect.any(String), position: 1, updatedAt: new Date('2026-11-22T01:00:00Z') },
    ]);
    expect(listed?.recipients[0]?.id).not.toBe(listed?.recipients[1]?.id);
    expect(await applications.listForUser(other)).toEqual([]);
  });

  it('cancels a procedure once: a second revocation of it is refused whole, with its outbox message', async () => {
    const { db, query } = database();
    const applications = createApplicationRepository(db, { cipher });
    const owner = await createTestUser(db, cipher);
    const filed = await applications.insertSubmission(owner, submission([office, gas]));
    if (filed.kind !== 'created') throw new Error(filed.kind);
    const [application] = await applications.listForUser(owner);
    const [officeId, gasId] = (application?.recipients ?? []).map((recipient) => recipient.id);
    const revoke = (ids: (string | undefined)[]) =>
      applications.insertSubmission(owner, { ...submission(ids.map((id) => ({ ...gas, cancelsRecipientId: id }))), phase: 3, originalApplicationId: filed.submission.id });

    const first = await revoke([gasId]);
    expect(first.kind).toBe('created');
    if (first.kind !== 'created') return;
    const outbox = await query('select recipient_position, message_kind from deliveries where application_id = $1', [first.submission.id]);
    expect(outbox.rows).toEqual([{ recipient_position: 0, message_kind: 'cancellation' }]);
    // Another revocation naming it (and a procedure not cancelled yet) writes nothing at all.
    expect(await revoke([officeId, gasId])).toEqual({ kind: 'already-cancelled' });
    const { rows } = await query('select count(*)::int as n from application_recipients where cancels_recipient_id is not null', []);
    expect(rows[0]?.n).toBe(1);
    expect((await query('select count(*)::int as n from applications where user_id = $1', [owner])).rows[0]?.n).toBe(2);
    const revocation = (await applications.listForUser(owner)).find((record) => record.phase === 3);
    expect(revocation?.recipients.map((recipient) => recipient.cancelsRecipientId)).toEqual([gasId]);
  });

  it('writes neither the application nor any recipient when a recipient row is refused', async () => {
    const { db, query } = database();
    const applications = createApplicationRepository(db, { cipher });
    const owner = await createTestUser(db, cipher);
    const refused = { ...gas, status: 'lost' } as unknown as NewRecipient;
    await expect(applications.insertSubmission(owner, submission([office, refused]))).rejects.toThrow();
    const { rows } = await query('select count(*)::int as n from applications where user_id = $1', [owner]);
    expect(rows[0]?.n).toBe(0);
  });

  it('answers the first application for a second submission of the same confirmation', async () => {
    const { db, query } = database();
    const applications = createApplicationRepository(db, { cipher });
    const owner = await createTestUser(db, cipher);
    const first = submission([office, gas]);
    const created = await applications.insertSubmission(owner, first);
    if (created.kind !== 'created') throw new Error(created.kind);
    const again = await applications.insertSubmission(owner, { ...submission([office]), confirmation: first.confirmation });
    expect(again).toEqual({ kind: 'same-confirmation', submission: created.submission });
    expect(await applications.insertSubmission(owner, { ...submission([gas]), idempotencyKey: first.idempotencyKey })).toMatchObject({ kind: 'existing' });
    expect(await applications.listForUser(owner)).toHaveLength(1);
    // An application that conflicts writes none of its recipients or outbox messages either.
    const count = async (table: string) => (await query(`select count(*)::int as n from ${table} where application_id = $1`, [created.submission.id])).rows[0]?.n;
    expect([await count('application_recipients'), await count('deliveries')]).toEqual([2, 2]);
    const { rows } = await query('select count(*)::int as n from application_recipients r join applications a on a.id = r.application_id where a.user_id = $1', [owner]);
    expect(rows[0]?.n).toBe(2);
  });
});
