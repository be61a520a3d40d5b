// What an addition (phase 2, decision 020) is added to: the resident's latest submitted normal
// application, and the businesses it and its earlier additions already notified (a business is
// notified once per move).
import { flows } from '#shared/flows';
import type { ApplicationRecord, ApplicationRepository } from '../repositories/application-repository';
import type { AnyStoredApplication, StoredApplication } from './stored-application';

/** Without a submitted normal application there is nothing to add to (NOT_FOUND, decision 020). */
export const noAdditionOriginMessage = '追加できる送信済みの申請がありません。先に引越しの手続きを送信してください。';

export interface AdditionOriginView {
  original: ApplicationRecord<StoredApplication> & { receptionNumber: string };
  /** The business ids the original application and its additions were sent to. */
  notified: ReadonlySet<string>;
}

type Original = AdditionOriginView['original'];

const businessIdsOf = (record: ApplicationRecord<AnyStoredApplication>) => record.document.document.business_applications.map((entry) => entry.business_id);
/** A submitted normal application (the only kind an addition is added to). */
const isSubmittedNormal = (record: ApplicationRecord<AnyStoredApplication>): record is Original =>
  record.phase === flows.normal.phase && record.document.document.phase === flows.normal.phase && record.receptionNumber !== null;

/**
 * The resident's latest submitted normal application (or the one named), with what it notified;
 * null when there is none.
 */
export async function findAdditionOrigin(
  applications: Pick<ApplicationRepository, 'listForUser'>,
  userId: string,
  originalId?: string,
): Promise<AdditionOriginView | null> {
  const list = await applications.listForUser<AnyStoredApplication>(userId); // newest first
  const original = list.filter(isSubmittedNormal).find((record) => originalId === undefined || record.id === originalId);
  if (!original) return null;
  const additions = list.filter((record) => record.originalApplicationId === original.id);
  return { original, notified: new Set([original, ...additions].flatMap(businessIdsOf)) };
}
