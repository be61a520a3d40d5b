// What an addition's business message and a campaign code add to a business message (decision
// 020): an addition's message is built from its stored document without any signature and names
// the first application (addition_to); a code goes only to a business whose campaign honours it
// on the day of the submission, in normal and addition messages alike.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCampaignTable, type CampaignTable } from '../domain/campaigns';
import type { RecipientRecord } from '../repositories/application-repository';
import { documentDigest, type AdditionDocument } from '../applications/canonical-document';
import { confirmedDocument } from '../flows/normal/normal-document';
import type { AnyStoredApplication } from '../applications/stored-application';
import { completeAttributes } from '../submission/testing/complete-draft';
import { buildApplicationMessage, type BusinessMessageData, type MunicipalityMessageData } from './messages';
import { UnbuildableMessage } from './unbuildable-message';
import { contractSchema } from './testing/contract-schema';
import { shippedProcedures } from '#shared/procedures';

const CODE = 'SHINSEIKATSU2026';
const ORIGINAL = 'ABCD-EFGH-JKM7';
const submittedAt = new Date('2026-11-20T03:00:00Z');
/** The day after the campaign ended (2027-03-31 in Japan). */
const afterCampaign = new Date('2027-03-31T15:00:00Z');
// ひかり電力 honours no campaign; さくらガス honours SHINSEIKATSU2026.
const hikari = { kind: 'business', procedure: 'businesses', address: { business_id: 'hikari-denryoku' } } as const;
const sakura = { kind: 'business', procedure: 'businesses', address: { business_id: 'sakura-gas' } } as const;

let campaigns: CampaignTable;
beforeAll(async () => {
  campaigns = await loadCampaignTable();
});

const promoOf = (promoCode: string | null) => (promoCode ? { promo_code: promoCode } : {});

function normalApplication(promoCode: string | null): AnyStoredApplication {
  const document = confirmedDocument(completeAttributes(), shippedProcedures);
  if (!document) throw new Error('the complete test draft no longer confirms');
  return { document, document_digest: documentDigest(document), signature: { jws: 'header.payload.signature', signature_request_id: 'r' }, ...promoOf(promoCode) };
}

function additionApplication(promoCode: string | null): AnyStoredApplication {
  const normal = normalApplication(null).document;
  const document: AdditionDocument = {
    phase: 2,
    addition_to: { application_id: '2b1d0f5e-7f1c-4a55-9c1e-1f2a3b4c5d6e', reception_number: ORIGINAL },
    applicant: normal.applicant,
    moving: normal.moving,
    business_applications: normal.business_applications,
  };
  return { document, document_digest: documentDigest(document), ...promoOf(promoCode) };
}

const messageFor = (document: AnyStoredApplication, recipient: Pick<RecipientRecord, 'kind' | 'procedure' | 'address'>, createdAt = submittedAt) =>
  buildApplicationMessage({ messageId: '0f8c1f5e-4a55-4a43-9d4e-3c9f6a0a1b2c', application: { receptionNumber: 'WXYZ-0123-4567', createdAt, document }, recipient, honoursPromo: campaigns.honours });
const dataOf = (...args: Parameters<typeof messageFor>) => messageFor(...args).data as BusinessMessageData;

describe('addition and campaign fields of business messages', () => {
  it("builds an addition's business message without a signature, naming the first application", async () => {
    const stored = additionApplication(null);
    const data = dataOf(stored, hikari);
    expect(data.addition_to).toBe(ORIGINAL);
    expect(data.reception_number).toBe('WXYZ-0123-4567');
    expect(data.business_application.business_id).toBe('hikari-denryoku');
    expect(data.moving.to).toEqual(stored.document.moving.to);
    expect(data).not.toHaveProperty('promo_code');
    // A normal application's business message names no first application.
    expect(dataOf(normalApplication(null), hikari)).not.toHaveProperty('addition_to');
    // An addition has no municipality, and nothing signed to give one.
    expect(() => messageFor(stored, { kind: 'municipality', procedure: 'move_in', address: { jis_code: '141046' } })).toThrow(UnbuildableMessage);

    const validate = await contractSchema('ApplicationToBusiness');
    for (const document of [stored, additionApplication(CODE)]) {
      expect(validate(messageFor(document, sakura)), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('gives the code only to a business whose campaign honours it on the day of the submission', () => {
    for (const stored of [normalApplication(CODE), additionApplication(CODE)]) {
      expect(dataOf(stored, sakura).promo_code).toBe(CODE);
      expect(dataOf(stored, hikari)).not.toHaveProperty('promo_code');
      expect(dataOf(stored, sakura, afterCampaign)).not.toHaveProperty('promo_code');
    }
    // A code of a campaign that honours neither business (なにわ電気 only) reaches neither.
    for (const recipient of [sakura, hikari]) expect(dataOf(normalApplication('NANIWA-WELCOME'), recipient)).not.toHaveProperty('promo_code');
  });

  it("keeps the code out of the municipality's signed document, as the contract describes it", async () => {
    const validate = await contractSchema('ApplicationToMunicipality');
    const stored = normalApplication(CODE);
    const message = messageFor(stored, { kind: 'municipality', procedure: 'move_in', address: { jis_code: '141046' } });
    expect(validate(message), JSON.stringify(validate.errors)).toBe(true);
    expect(JSON.stringify(message)).not.toContain(CODE);
    // The digest the resident signed is the digest of the document the municipality receives.
    expect((message.data as MunicipalityMessageData).document_digest).toBe(documentDigest((message.data as MunicipalityMessageData).document));
  });
});
