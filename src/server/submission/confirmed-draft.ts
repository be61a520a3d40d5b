// The resident's normal-flow draft as input_confirm, application_start and the submission read
// it: the canonical document and its digest, or the reason there is none. A draft that cannot
// be decrypted or does not have the session data's shape is SESSION_DESERIALIZE (spec §8).
import { z } from 'zod';
import { ApiError } from '../errors/api-error';
import { DocumentDecryptionError } from '../crypto/document-cipher';
import type { StoredDraft } from '../drafts/session-data';
import type { DraftRepository } from '../repositories/draft-repository';
import { confirmedDocument, documentDigest, type ApplicationDocument } from './canonical-document';

const section = z.looseObject({ status: z.number() });
const listSection = section.extend({ applications: z.array(z.looseObject({ sort: z.number() })) });
const storedDraftShape = z.looseObject({
  session: z.looseObject({
    uuid: z.string(),
    attributes: z.looseObject({
      applicant: section,
      moving: section,
      procedures: section,
      possibility: section.extend({ moving: z.array(z.unknown()), possible_statuses: z.array(z.looseObject({ code: z.string(), status: z.number() })) }),
      municipality: listSection,
      businesses: listSection,
    }),
  }),
});

export type DraftConfirmation =
  | { kind: 'no-draft' }
  | { kind: 'incomplete'; draft: StoredDraft }
  | { kind: 'confirmable'; draft: StoredDraft; document: ApplicationDocument; digest: string };

const unreadable = () => new ApiError('SESSION_DESERIALIZE', '申請中のデータを読み込めませんでした。お手数ですが、最初から入力し直してください。');

export async function confirmNormalDraft(drafts: DraftRepository, userId: string): Promise<DraftConfirmation> {
  let stored: unknown;
  try {
    stored = await drafts.loadDraft(userId, 1);
  } catch (error) {
    if (error instanceof DocumentDecryptionError) throw unreadable();
    throw error;
  }
  if (stored === null) return { kind: 'no-draft' };
  if (!storedDraftShape.safeParse(stored).success) throw unreadable();
  const draft = stored as StoredDraft;
  const document = confirmedDocument(draft.session.attributes);
  if (!document) return { kind: 'incomplete', draft };
  return { kind: 'confirmable', draft, document, digest: documentDigest(document) };
}
