// A stored application as the submission stores it, signed for real: the complete test draft's
// canonical document, its parts' salts, the manifest's digest and an ES256 JWS over it with the
// signer's certificate and its CA in x5c (or, `legacy`, as signed before issue 26: the whole
// document's digest). For the message and delivery tests, without the signing pages.
import { randomBytes, randomUUID } from 'node:crypto';
import { compactVerify, decodeProtectedHeader, importX509 } from 'jose';
import { createCertificateAuthority, issueSigningCertificate, type KeyHolder } from '../../signing/certificate-authority';
import { signPayload } from '../../signing/sign-payload';
import { x509 } from '../../signing/x509';
import { documentDigest, type AdditionDocument } from '../../applications/canonical-document';
import { normalRecipients } from '../../applications/document-recipients';
import { applicationParts } from '../../applications/recipient-parts';
import { createSaltSource, sealParts, type DisclosedPart } from '../../applications/selective-disclosure';
import { newReceptionNumber } from '../../submission/reception-number';
import type { AnyStoredApplication, StoredApplication } from '../../applications/stored-application';
import { confirmedDocument } from '../../flows/normal/normal-document';
import { completeAttributes } from '../../submission/testing/complete-draft';
import type { NewSubmission } from '../../repositories/application-repository';
import { shippedProcedures } from '#shared/procedures';

const validity = { notBefore: new Date('2020-01-01Z'), notAfter: new Date('2040-01-01Z') };

export interface SignedApplication {
  stored: StoredApplication;
  authority: KeyHolder;
}

/** An ES256 JWS over a document's digest, by a fresh signer whose certificate and CA are in x5c. */
export async function signDigest(digest: string): Promise<{ signature: NonNullable<StoredApplication['signature']>; authority: KeyHolder }> {
  const authority = await createCertificateAuthority('CN=test signing CA', validity);
  const signer = await issueSigningCertificate(authority, 'CN=山田 太郎', validity);
  const jws = await signPayload(signer, [authority.certificate], { document_digest: digest, request_id: randomUUID(), iat: 1_763_600_000 });
  return { signature: { jws, signature_request_id: randomUUID() }, authority };
}

/** What a recipient does with nothing but the message: verifies the JWS with the leaf of its own x5c; answers the digest it signs. */
export async function digestSignedIn(jws: string): Promise<string> {
  const [leaf] = (decodeProtectedHeader(jws).x5c ?? []).map((entry) => new x509.X509Certificate(Buffer.from(entry, 'base64')));
  if (!leaf) throw new Error('no x5c in the JWS header');
  const key = await importX509(leaf.toString('pem'), 'ES256');
  const { payload } = await compactVerify(jws, key, { algorithms: ['ES256'] });
  return (JSON.parse(new TextDecoder().decode(payload)) as { document_digest: string }).document_digest;
}

/** A document sealed as confirmDraft seals it, under a salt key of the test's own. */
export function sealedForTest(document: unknown, parts: readonly DisclosedPart[]): { document_digest: string; disclosure_salts: Record<string, string> } {
  const { digest, salts } = sealParts(document, parts, createSaltSource(randomBytes(32)));
  return { document_digest: digest, disclosure_salts: salts };
}

/** The complete test draft's document, sealed and signed; `legacy`: signed whole, as before issue 26. */
export async function signedApplication(promoCode: string | null = null, { legacy = false } = {}): Promise<SignedApplication> {
  const document = confirmedDocument(completeAttributes(), shippedProcedures);
  if (!document) throw new Error('the complete test draft is not confirmable');
  const sealed = legacy ? { document_digest: documentDigest(document) } : sealedForTest(document, applicationParts(document));
  const { signature, authority } = await signDigest(sealed.document_digest);
  return { stored: { document, ...sealed, signature, ...(promoCode ? { promo_code: promoCode } : {}) }, authority };
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
  const { applicant, moving, business_applications } = stored.document;
  const { promo_code } = stored;
  const document: AdditionDocument = {
    phase: 2,
    addition_to: { application_id: original.id, reception_number: original.receptionNumber },
    applicant,
    moving,
    business_applications,
  };
  const addition: AnyStoredApplication = { document, document_digest: documentDigest(document), ...(promo_code ? { promo_code } : {}) };
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
