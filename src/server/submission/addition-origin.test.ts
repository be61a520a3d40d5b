// What an addition is added to (decision 020): only a normal application that stands as submitted.
import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../repositories/application-repository';
import { confirmedDocument, documentDigest } from './canonical-document';
import { findAdditionOrigin } from './addition-origin';
import type { AnyStoredApplication } from './stored-application';
import { completeAttributes } from './testing/complete-draft';
import { shippedProcedures } from '#shared/procedures';

const at = new Date('2026-11-20T03:00:00Z');

function normalRecord(id: string, status: string): ApplicationRecord<AnyStoredApplication> {
  const document = confirmedDocument(completeAttributes(), shippedProcedures);
  if (!document) throw new Error('the complete test draft no longer confirms');
  return {
    id,
    phase: 1,
    idempotencyKey: `key-${id}`,
    receptionNumber: `R-${id}`,
    status,
    originalApplicationId: null,
    draftUuid: null,
    documentDigest: null,
    document: { document, document_digest: documentDigest(document) },
    createdAt: at,
    updatedAt: at,
    recipients: [],
  };
}

const repositoryOf = (records: ApplicationRecord<AnyStoredApplication>[]) => ({ listForUser: async <T>() => records as ApplicationRecord<T>[] });

describe('findAdditionOrigin', () => {
  it('adds to a submitted normal application only, not to one that no longer stands (e.g. revoked)', async () => {
    expect(await findAdditionOrigin(repositoryOf([normalRecord('b', 'revoked')]), 'u')).toBeNull();
    const origin = await findAdditionOrigin(repositoryOf([normalRecord('b', 'revoked'), normalRecord('a', 'submitted')]), 'u');
    expect(origin?.original.id).toBe('a');
    expect([...(origin?.notified ?? [])]).toEqual(['hikari-denryoku', 'sakura-gas']);
  });
});
