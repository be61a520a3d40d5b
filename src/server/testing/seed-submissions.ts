// Many submitted applications at once, for the delivery fault tests: stored through the real
// application repository (so each gets its outbox rows in the same transaction) from the normal
// flow's complete draft, without the signing round trip, which the delivery does not read.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Services } from '../services';
import { applicationParts } from '../applications/recipient-parts';
import { createSaltSource, sealParts } from '../applications/selective-disclosure';
import { normalRecipients } from '../applications/document-recipients';
import { newReceptionNumber } from '../submission/reception-number';
import type { StoredApplication } from '../applications/stored-application';
import { confirmedDocument } from '../flows/normal/normal-document';
import { completeAttributes } from '../submission/testing/complete-draft';
import { shippedProcedures } from '#shared/procedures';

export interface SeededApplication {
  id: string;
  receptionNumber: string;
}

/** `count` applications of one resident each, submitted now, every recipient `pending` in the outbox. */
export async function seedSubmissions(services: Pick<Services, 'users' | 'applications' | 'clock'>, count: number): Promise<SeededApplication[]> {
  const confirmed = confirmedDocument(completeAttributes(), shippedProcedures);
  if (!confirmed) throw new Error('the complete draft no longer confirms');
  const document = confirmed;
  const { digest, salts } = sealParts(document, applicationParts(document), createSaltSource(randomBytes(32)));
  async function seedOne(index: number): Promise<SeededApplication> {
    const { id: userId } = await services.users.upsertVerifiedUser({ providerId: 'test', subjectHash: randomBytes(32).toString('hex'), profile: {} });
    const signatureRequestId = randomUUID();
    const stored: StoredApplication = { document, document_digest: digest, disclosure_salts: salts, signature: { jws: 'not.verified.here', signature_request_id: signatureRequestId } };
    const receptionNumber = newReceptionNumber();
    const insert = await services.applications.insertSubmission(userId, {
      phase: document.phase,
      idempotencyKey: randomUUID(),
      signatureRequestId,
      receptionNumber,
      status: 'submitted',
      document: stored,
      submittedAt: services.clock.now(),
      recipients: normalRecipients(document),
    });
    if (insert.kind !== 'created') throw new Error(`seeding application ${index} gave ${insert.kind}`);
    return { id: insert.submission.id, receptionNumber };
  }

  const seeded: SeededApplication[] = [];
  // A few at a time: quick, without taking every connection of the pool.
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, offset) => seedOne(start + offset));
    seeded.push(...(await Promise.all(batch)));
  }
  return seeded;
}
