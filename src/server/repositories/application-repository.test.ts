import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { createApplicationRepository, type NewRecipient } from './application-repository';
import { createTestUser, testCipher } from './test-fixtures';

describe('application repository', () => {
  const database = useTestDatabase();
  const cipher = testCipher();

  it('creates once per idempotency key and returns the first result on retry', async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const idempotencyKey = randomUUID();
    const first = await applications.createOnce(userId, {
      phase: 1,
      idempotencyKey,
      status: 'submitted',
      receptionNumber: 'ABCD-EFGH-JKM0',
      document: { applicant: '山田太郎' },
    });
    expect(first.created).toBe(true);
    const retry = await applications.createOnce(userId, {
      phase: 1,
      idempotencyKey,
      status: 'submitted',
      receptionNumber: 'ZZZZ-ZZZZ-ZZZ0',
      document: { applicant: 'retry' },
    });
    expect(retry).toEqual({ id: first.id, created: false, receptionNumber: 'ABCD-EFGH-JKM0', status: 'submitted' });
    const stored = await applications.findForUser(userId, first.id);
    expect(stored?.document).toEqual({ applicant: '山田太郎' });
    expect(await applications.listForUser(userId)).toHaveLength(1);
  });

  it('makes one application from two concurrent submits with the same key', async () => {
    const { db, query } = database();
    const applications = createApplicationRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const idempotencyKey = randomUUID();
    const submit = (n: number) => applications.createOnce(userId, { phase: 1, idempotencyKey, status: 'submitted', document: { n } });
    const results = await Promise.all([submit(1), submit(2), submit(3)]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const { rows } = await query('select count(*)::int as n from applications where user_id = $1', [userId]);
    expect(rows[0]?.n).toBe(1);
  });

  it('lets two residents use the same idempotency key independently', async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const a = await createTestUser(db, cipher);
    const b = await createTestUser(db, cipher);
    const key = randomUUID();
    const ra = await applications.createOnce(a, { phase: 1, idempotencyKey: key, status: 'submitted', document: {} });
    const rb = await applications.createOnce(b, { phase: 1, idempotencyKey: key, status: 'submitted', document: {} });
    expect(ra.created && rb.created).toBe(true);
    expect(ra.id).not.toBe(rb.id);
  });

  it("reads, lists and updates only the owner's applications", async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const owner = await createTestUser(db, cipher);
    const other = await createTestUser(db, cipher);
    const { id } = await applications.createOnce(owner, {
      phase: 2,
      idempotencyKey: randomUUID(),
      status: 'submitted',
      receptionNumber: `R-${randomUUID()}`,
      document: { lifeline: 'ガス' },
    });
    const mine = await applications.findForUser(owner, id);
    expect(mine).toMatchObject({ id, phase: 2, status: 'submitted', document: { lifeline: 'ガス' } });
    expect(mine?.createdAt).toBeInstanceOf(Date);

    expect(await applications.findForUser(other, id)).toBeNull();
    expect(await applications.findForUser(owner, randomUUID())).toBeNull();
    expect(await applications.findForUser(owner, "1' or '1'='1")).toBeNull();
    expect(await applications.listForUser(other)).toEqual([]);
    expect(await applications.findByReceptionNumber(other, mine!.receptionNumber!)).toBeNull();
    expect((await applications.findByReceptionNumber(owner, mine!.receptionNumber!))?.id).toBe(id);

    expect(await applications.updateStatus(other, id, 'cancelled')).toBe(false);
    expect((await applications.findForUser(owner, id))?.status).toBe('submitted');
    expect(await applications.updateStatus(owner, id, 'delivered')).toBe(true);
    expect((await applications.findForUser(owner, id))?.status).toBe('delivered');
  });

  it('lists newest first', async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const first = await applications.createOnce(userId, { phase: 1, idempotencyKey: randomUUID(), status: 's', document: { n: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await applications.createOnce(userId, { phase: 2, idempotencyKey: randomUUID(), status: 's', document: { n: 2 } });
    expect((await applications.listForUser(userId)).map((a) => a.id)).toEqual([second.id, first.id]);
  });

  it('refuses a reception number that another application already has', async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const userId = await createTestUser(db, cipher);
    const receptionNumber = `R-${randomUUID()}`;
    await applications.createOnce(userId, { phase: 1, idempotencyKey: randomUUID(), status: 's', receptionNumber, document: {} });
    await expect(
      applications.createOnce(userId, { phase: 1, idempotencyKey: randomUUID(), status: 's', receptionNumber, document: {} }),
    ).rejects.toThrow();
  });
});

describe('signed submissions', () => {
  const database = useTestDatabase();
  const cipher = testCipher();

  it('says which unique constraint decided: the same key, a used signature, or a taken reception number', async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const [userId, other] = [await createTestUser(db, cipher), await createTestUser(db, cipher)];
    const submission = (overrides: { idempotencyKey?: string; signatureRequestId?: string; receptionNumber?: string } = {}) => ({
      phase: 1 as const,
      idempotencyKey: randomUUID(),
      signatureRequestId: randomUUID(),
      receptionNumber: `R-${randomUUID()}`,
      status: 'submitted',
      document: { n: 1 },
      submittedAt: new Date('2026-11-22T01:00:00Z'),
      ...overrides,
    });
    const input = submission();
    const created = await applications.insertSubmission(userId, input);
    if (created.kind !== 'created') throw new Error(created.kind);
    expect(created.submission).toEqual({ id: expect.any(String), receptionNumber: input.receptionNumber, createdAt: input.submittedAt });

    // The same key again, even with another number: the first submission.
    expect(await applications.insertSubmission(userId, { ...input, receptionNumber: 'R-other' })).toEqual({ kind: 'existing', submission: created.submission });
    expect(await applications.findSubmissionByKey(userId, input.idempotencyKey)).toEqual(created.submission);
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
  const submission = (recipients: NewRecipient[]) => ({
    phase: 1 as const,
    idempotencyKey: randomUUID(),
    signatureRequestId: randomUUID(),
    receptionNumber: `R-${randomUUID()}`,
    status: 'submitted',
    document: { n: 1 },
    submittedAt: new Date('2026-11-22T01:00:00Z'),
    confirmation: { draftUuid: randomUUID(), documentDigest: 'd' },
    recipients,
  });
  const office: NewRecipient = { kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'submitted', address: { jis_code: '131016' } };
  const gas: NewRecipient = { kind: 'business', procedure: 'businesses', name: 'さくらガス', status: 'submitted', address: { business_id: 'sakura-gas' } };

  it("writes the recipients with the application and lists them only with their owner's applications", async () => {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const [owner, other] = [await createTestUser(db, cipher), await createTestUser(db, cipher)];
    const created = await applications.insertSubmission(owner, submission([office, gas]));
    if (created.kind !== 'created') throw new Error(created.kind);
    const [listed] = await applications.listForUser(owner);
    expect(listed?.recipients).toEqual([
      { ...office, position: 0, updatedAt: new Date('2026-11-22T01:00:00Z') },
      { ...gas, position: 1, updatedAt: new Date('2026-11-22T01:00:00Z') },
    ]);
    expect((await applications.findForUser(owner, created.submission.id))?.recipients).toEqual(listed?.recipients);
    expect(await applications.listForUser(other)).toEqual([]);
    expect(await applications.findForUser(other, created.submission.id)).toBeNull();
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
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const owner = await createTestUser(db, cipher);
    const first = submission([office]);
    const created = await applications.insertSubmission(owner, first);
    if (created.kind !== 'created') throw new Error(created.kind);
    const again = await applications.insertSubmission(owner, { ...submission([office]), confirmation: first.confirmation });
    expect(again).toEqual({ kind: 'same-confirmation', submission: created.submission });
    expect(await applications.listForUser(owner)).toHaveLength(1);
  });
});
