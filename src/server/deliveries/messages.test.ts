// Data minimisation in the messages (issue 12 §3): a business gets its own form and how to reach
// the applicant, and nothing of the household or the other recipients; a municipality gets the
// proof of its own part with a JWS it can verify from the x5c chain alone (decision 025).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecipientRecord } from '../repositories/application-repository';
import { canonicalJson, documentDigest } from '../applications/canonical-document';
import { openDisclosure } from '../applications/selective-disclosure';
import type { StoredApplication } from '../applications/stored-application';
import { normalRecipients } from '../applications/document-recipients';
import { applicationMessageType, buildApplicationMessage, type BusinessMessageData, type MunicipalityMessageData } from './messages';
import { UnbuildableMessage } from './unbuildable-message';
import { contractSchema } from './testing/contract-schema';
import { digestSignedIn, signedApplication } from './testing/signed-application';

let stored: StoredApplication;
const createdAt = new Date('2026-11-20T03:00:00Z');

beforeAll(async () => {
  ({ stored } = await signedApplication());
});

const recipients = () => normalRecipients(stored.document) as (Pick<RecipientRecord, 'kind' | 'procedure' | 'address'> & { name: string })[];
const messageFor = (recipient: Pick<RecipientRecord, 'kind' | 'procedure' | 'address'>) =>
  buildApplicationMessage({ messageId: '0f8c1f5e-4a55-4a43-9d4e-3c9f6a0a1b2c', application: { receptionNumber: '1234-5678-9012-3456', createdAt, document: stored }, recipient, honoursPromo: () => false });

describe('buildApplicationMessage', () => {
  it('gives a business its own form, the applicant contact, the addresses and the dates, and no birth dates or other recipients', () => {
    const [gas, electricity] = recipients().filter((recipient) => recipient.kind === 'business').reverse();
    expect(gas && electricity).toBeTruthy();
    const message = messageFor(gas!);
    const data = message.data as BusinessMessageData;
    const ownId = 'business_id' in gas!.address ? gas!.address.business_id : '';
    const otherId = 'business_id' in electricity!.address ? electricity!.address.business_id : '';

    expect(message.type).toBe(applicationMessageType);
    expect(message.timestamp).toBe(createdAt.toISOString());
    expect(data.recipient).toBe(`business.${ownId}`);
    expect(data.business_application.business_id).toBe(ownId);
    expect(data.applicant).toEqual({
      name: stored.document.applicant.name,
      name_kana: stored.document.applicant.name_kana,
      phone: stored.document.applicant.phone,
      email: stored.document.applicant.email,
    });
    expect(data.moving).toEqual({
      moving_type: stored.document.moving.moving_type,
      move_date: stored.document.moving.move_date,
      from: stored.document.moving.from,
      to: stored.document.moving.to,
    });

    const text = JSON.stringify(message);
    expect(text).not.toContain('birth_date');
    expect(text).not.toContain(stored.document.applicant.birth_date);
    for (const member of stored.document.moving.household.members) expect(text).not.toContain(member.name.first);
    expect(text).not.toContain(otherId);
    expect(text).not.toContain('jws');
    expect(text).not.toContain(stored.signature!.jws.slice(0, 40));
    for (const entry of stored.document.municipality_applications) expect(text).not.toContain(entry.id);
  });

  it('gives a municipality its own application, the household and the proof of its part, which it verifies with its own x5c', async () => {
    const moveOut = recipients().find((recipient) => recipient.procedure === 'move_out')!;
    const data = messageFor(moveOut).data as MunicipalityMessageData;
    expect(data.recipient).toBe(`municipality.${'jis_code' in moveOut.address ? moveOut.address.jis_code : ''}`);
    expect(data.municipality_application.procedure).toBe('move_out');
    expect(data.household).toEqual(stored.document.moving.household);
    expect(data).not.toHaveProperty('document');

    // What the municipality does with nothing but the message (the contract's DisclosureProof).
    const proof = data.proof!;
    expect(await digestSignedIn(proof.jws)).toBe(proof.manifest_digest);
    expect(documentDigest(proof.manifest)).toBe(proof.manifest_digest);
    const part = openDisclosure(proof.manifest, proof.disclosure);
    expect(part?.value).toEqual({
      recipient: data.recipient,
      procedure: 'move_out',
      applicant: stored.document.applicant,
      moving: stored.document.moving,
      municipality_application: data.municipality_application,
    });
  });

  it('gives a municipality of an application signed before issue 26 the whole signed document, which its JWS signs', async () => {
    const { stored: legacy } = await signedApplication(null, { legacy: true });
    const moveOut = recipients().find((recipient) => recipient.procedure === 'move_out')!;
    const data = buildApplicationMessage({ messageId: randomUUID(), application: { receptionNumber: '1234-5678-9012-3456', createdAt, document: legacy }, recipient: moveOut, honoursPromo: () => false })
      .data as MunicipalityMessageData;
    expect(data).not.toHaveProperty('proof');
    expect(canonicalJson(data.document)).toBe(canonicalJson(legacy.document));
    expect(documentDigest(data.document)).toBe(data.document_digest);
    expect(await digestSignedIn(data.jws!)).toBe(data.document_digest);
  });

  it('builds every message as the webhooks section of the contract describes it', async () => {
    for (const recipient of recipients()) {
      const schema = recipient.kind === 'municipality' ? 'ApplicationToMunicipality' : 'ApplicationToBusiness';
      const validate = await contractSchema(schema);
      expect(validate(messageFor(recipient)), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('refuses a recipient the document has nothing for', () => {
    expect(() => messageFor({ kind: 'business', procedure: 'businesses', address: { business_id: 'not-in-it' } })).toThrow(UnbuildableMessage);
    expect(() => messageFor({ kind: 'municipality', procedure: 'move_in', address: { jis_code: '131016' } })).toThrow(UnbuildableMessage);
  });
});
