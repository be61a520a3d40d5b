// The cancellation message (decision 021): every recipient learns which of its messages is
// cancelled and how to reach the applicant; only a municipality gets the reason and the proof of
// its own part of the signed revocation, with a JWS it can verify from the x5c chain alone
// (decision 025); each message is the contract's.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecipientRecord } from '../repositories/application-repository';
import { canonicalJson, documentDigest } from '../applications/canonical-document';
import { openDisclosure } from '../applications/selective-disclosure';
import type { StoredApplication, StoredRevocation } from '../applications/stored-application';
import { normalRecipients } from '../applications/document-recipients';
import { buildCancellationMessage, cancellationMessageType, type CancelledMessage } from './cancellation-message';
import { UnbuildableMessage } from './unbuildable-message';
import { contractSchema } from './testing/contract-schema';
import { digestSignedIn, signedApplication } from './testing/signed-application';
import { signedRevocation, signRevocation } from './testing/signed-revocation';

const original = { id: randomUUID(), receptionNumber: '7KQ2-M9XD-4T3H' };
const submittedAt = new Date('2026-11-25T01:00:00Z');
const revocationNumber = '4M7Q-2D9K-XT3B';
const reason = '引越しの予定がなくなったため。';
const cancels: CancelledMessage = { message_id: randomUUID(), reception_number: original.receptionNumber };

let stored: StoredApplication;
let procedures: RecipientRecord[];
let revocation: StoredRevocation;

beforeAll(async () => {
  ({ stored } = await signedApplication());
  procedures = normalRecipients(stored.document).map((recipient, position) => ({ ...recipient, id: randomUUID(), position, updatedAt: submittedAt }));
  revocation = await signedRevocation({
    original: { ...original, stored },
    cancelled: procedures.map((recipient) => ({ recipient, receptionNumber: original.receptionNumber })),
    reason,
  });
});

const procedureOf = (kind: RecipientRecord['kind']) => procedures.find((recipient) => recipient.kind === kind)!;
/** The revocation's own recipient row for a cancelled procedure. */
const cancellationRow = (procedure: RecipientRecord) => ({ kind: procedure.kind, address: procedure.address, cancelsRecipientId: procedure.id });
const messageFor = (procedure: RecipientRecord, of: StoredRevocation = revocation) =>
  buildCancellationMessage({
    messageId: '0b8f8c63-3f1e-4a55-9a7e-7f0d6c2b9e41',
    revocation: { receptionNumber: revocationNumber, createdAt: submittedAt, document: of },
    recipient: cancellationRow(procedure),
    cancels,
  });

describe('buildCancellationMessage', () => {
  it('tells a business which of its messages is cancelled and how to reach the applicant, without the reason or the signature', () => {
    const business = procedureOf('business');
    const message = messageFor(business);
    expect(message.type).toBe(cancellationMessageType);
    expect(message.timestamp).toBe(submittedAt.toISOString());
    const { applicant } = stored.document;
    expect(message.data).toEqual({
      message_id: '0b8f8c63-3f1e-4a55-9a7e-7f0d6c2b9e41',
      recipient: `business.${'business_id' in business.address ? business.address.business_id : ''}`,
      reception_number: revocationNumber,
      submitted_at: submittedAt.toISOString(),
      procedure: 'businesses',
      cancels,
      applicant: { name: applicant.name, name_kana: applicant.name_kana, phone: applicant.phone, email: applicant.email },
    });
    const text = JSON.stringify(message);
    expect(text).not.toContain(reason);
    expect(text).not.toContain(revocation.signature!.jws.slice(0, 40));
    // Nothing of the other cancelled procedures.
    for (const other of procedures.filter((recipient) => recipient !== business)) expect(text).not.toContain(other.id);
  });

  it('gives a municipality the reason and the proof of its part of the revocation, verifiable with its own x5c', async () => {
    const moveOut = procedures.find((recipient) => recipient.procedure === 'move_out')!;
    const { data } = messageFor(moveOut);
    expect(data).toMatchObject({ recipient: `municipality.${'jis_code' in moveOut.address ? moveOut.address.jis_code : ''}`, procedure: 'move_out', cancels, reason });
    expect(data).not.toHaveProperty('document');
    const proof = data.proof!;
    expect(await digestSignedIn(proof.jws)).toBe(documentDigest(proof.manifest));
    expect(proof.manifest_digest).toBe(revocation.document_digest);
    expect(openDisclosure(proof.manifest, proof.disclosure)?.value).toMatchObject({ recipient: data.recipient, procedure: 'move_out', reason });
  });

  it('gives a municipality of a revocation signed before issue 26 the revocation exactly as signed', async () => {
    const legacy = await signRevocation(revocation.document, { legacy: true });
    const { data } = messageFor(procedures.find((recipient) => recipient.procedure === 'move_out')!, legacy);
    expect(data).not.toHaveProperty('proof');
    expect(canonicalJson(data.document)).toBe(canonicalJson(revocation.document));
    expect(documentDigest(data.document)).toBe(data.document_digest);
    expect(await digestSignedIn(data.jws!)).toBe(data.document_digest);
  });

  it('sends no reason when the revocation has none', async () => {
    const municipality = procedureOf('municipality');
    // The flow never signs a municipality's cancellation without one; the builder still adds none of its own.
    const without = await signRevocation({ ...revocation.document, reason: null });
    expect(messageFor(municipality, without).data).not.toHaveProperty('reason');
  });

  it('builds every cancellation as the contract’s applicationCancellation webhook describes it', async () => {
    const validate = await contractSchema('CancellationMessage');
    for (const procedure of procedures) expect(validate(messageFor(procedure)), JSON.stringify(validate.errors)).toBe(true);
    // The check has teeth: the application's type is not a cancellation.
    expect(validate({ ...messageFor(procedures[0]!), type: 'application.submitted' })).toBe(false);
  });

  it('refuses a row the revocation cancels nothing for, a procedure without a message, and an unsigned revocation for a municipality', () => {
    const business = procedureOf('business');
    const at = { receptionNumber: revocationNumber, createdAt: submittedAt, document: revocation };
    const build = (recipient: Parameters<typeof buildCancellationMessage>[0]['recipient'], found: CancelledMessage | null = cancels, document = at) =>
      buildCancellationMessage({ messageId: randomUUID(), revocation: document, recipient, cancels: found });
    expect(() => build({ kind: 'business', address: business.address })).toThrow(UnbuildableMessage);
    expect(() => build({ ...cancellationRow(business), cancelsRecipientId: randomUUID() })).toThrow(UnbuildableMessage);
    expect(() => build(cancellationRow(business), null)).toThrow(UnbuildableMessage);
    const { signature: _unsigned, ...unsigned } = revocation;
    expect(() => build(cancellationRow(procedureOf('municipality')), cancels, { ...at, document: unsigned })).toThrow(UnbuildableMessage);
    expect(build(cancellationRow(business), cancels, { ...at, document: unsigned }).data.recipient).toMatch(/^business\./);
  });
});
