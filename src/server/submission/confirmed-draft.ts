// The resident's draft of a flow as the submission reads it: decrypted, checked and hashed once
// per call into the canonical document and its digest, or the reason there is none. A draft that
// cannot be decrypted or does not have the flow's draft shape is SESSION_DESERIALIZE (spec §8).
// A signed flow's digest is that of its parts' manifest (selective-disclosure.ts), which is what
// the resident signs; the salts come along to be stored with the application.
import { documentDigest } from '../applications/canonical-document';
import { sealParts, type SaltSource } from '../applications/selective-disclosure';
import { DocumentDecryptionError } from '../crypto/document-cipher';
import type { StoredDraft } from '../drafts/session-data';
import type { ProcedureRegistry } from '#shared/procedures';
import { ApiError } from '../errors/api-error';
import type { SubmissionFlow } from '../flows/submission-flow';
import type { DraftRepository } from '../repositories/draft-repository';

export type DraftConfirmation<D> =
  | { kind: 'no-draft' }
  | { kind: 'incomplete'; draft: StoredDraft }
  | { kind: 'confirmable'; draft: StoredDraft; document: D; digest: string; salts?: Record<string, string> };

const unreadable = () => new ApiError('SESSION_DESERIALIZE', '申請中のデータを読み込めませんでした。お手数ですが、最初から入力し直してください。');

export async function confirmDraft<D>(
  drafts: DraftRepository,
  userId: string,
  submission: SubmissionFlow<D>,
  { procedures, disclosureSalts }: { procedures: ProcedureRegistry; disclosureSalts: SaltSource },
): Promise<DraftConfirmation<D>> {
  let stored: unknown;
  try {
    stored = await drafts.loadDraft(userId, submission.flow.phase);
  } catch (error) {
    if (error instanceof DocumentDecryptionError) throw unreadable();
    throw error;
  }
  if (stored === null) return { kind: 'no-draft' };
  if (!submission.draftShape.safeParse(stored).success) throw unreadable();
  const draft = stored as StoredDraft;
  const document = submission.document(draft, procedures);
  if (!document) return { kind: 'incomplete', draft };
  if (!submission.parts) return { kind: 'confirmable', draft, document, digest: documentDigest(document) };
  const { digest, salts } = sealParts(document, submission.parts(document), disclosureSalts);
  return { kind: 'confirmable', draft, document, digest, salts };
}
