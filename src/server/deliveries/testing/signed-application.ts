// A stored application as the submission stores it, signed for real: the complete test draft's
// canonical document, its digest, and an ES256 JWS over the digest with the signer's
// certificate and its CA in x5c. For the message and delivery tests, without the signing pages.
import { randomUUID } from 'node:crypto';
import { createCertificateAuthority, issueSigningCertificate, type KeyHolder } from '../../signing/certificate-authority';
import { signPayload } from '../../signing/sign-payload';
import { confirmedDocument, documentDigest, type AdditionDocument } from '../../submission/canonical-document';
import { newReceptionNumber } from '../../submission/reception-number';
import type { AnyStoredApplication, StoredApplication } from '../../submission/stored-application';
import { normalRecipients } from '../../submission/submission-flow';
import { completeAttributes } from '../../submission/testing/complete-draft';
import type { NewSubmission } from '../../repositories/application-repository';

const validity = { notBefore: new Date('2020-01-01Z'), notAfter: new Date('2040-01-01Z') };

export interface SignedApplication {
  stored: StoredApplication;
  authority: KeyHolder;
}

export async function signedApplication(promoCode: string | null = null): Promise<SignedApplication> {
  const document = confirmedDocument(completeAttributes(), promoCode);
  if (!document) throw new Error('the complete test draft is not confirmable');
  const digest = documentDigest(document);
  const authority = await createCertificateAuthority('CN=test signing CA', validity);
  const signer = await issueSigningCertificate(authority, 'CN=山田 太郎', validity);
  const jws = await signPayload(signer, [authority.certificate], { document_digest: digest, request_id: randomUUID(), iat: 1_763_600_000 });
  return { stored: { document, document_digest: digest, signature: { jws, signature_request_id: randomUUID() } }, authority };
}

/** The submission insertSubmission takes for it, with one outbox row per recipient. */
export function submissionOf(stored: StoredApplication, submittedAt: Date, receptionNumber: string): NewSubmission {
  return {
    phase: stored.document.phase,
    idempotencyKey: randomUUID(),
    signatureRequestId: randomUUID(),
    receptionNumber,
    status: 'submitted',
    document: stored,
    submittedAt,
    recipients: normalRecipients(stored.document),
  };
}

/**
 * An addition (decision 020, not signed) to `original`, notifying the same businesses as `stored`
 * with its campaign code: what additional_application stores, with its outbox rows.
 */
export function additionSubmissionOf(stored: StoredApplication, original: { id: string; receptionNumber: string }, submittedAt: Date): NewSubmission {
  const { applicant, moving, business_applications, promo_code } = stored.document;
  const document: AdditionDocument = {
    phase: 2,
    addition_to: { application_id: original.id, reception_number: original.receptionNumber },
    applicant,
    moving,
    business_applications,
    ...(promo_code ? { promo_code } : {}),
  };
  const addition: AnyStoredApplication = { document, document_digest: documentDigest(document) };
  return {
    phase: 2,
    idempotencyKey: randomUUID(),
    originalApplicationId: original.id,
    receptionNumber: newReceptionNumber(),
    status: 'submitted',
    document: addition,
    submittedAt,
    recipients: normalRecipients(stored.document).filter((recipient) => recipient.kind === 'business'),
  };
}
