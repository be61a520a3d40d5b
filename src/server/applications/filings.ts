// The resident's submitted applications by kind, read from the repository's list (newest first):
// the normal applications, the additions filed to one of them (decision 020) and the revocations
// (decision 021), which name the application they revoke through the same column.
import { flows } from '#shared/flows';
import type { ApplicationRecord } from '../repositories/application-repository';
import type { AnyStoredApplication } from './stored-application';

type AnyRecord = ApplicationRecord<unknown>;
export type SubmittedNormal = ApplicationRecord<AnyStoredApplication> & { receptionNumber: string };

/** A submitted normal application that stands: the only kind an addition is added to or a revocation revokes. */
export const isSubmittedNormal = (record: AnyRecord): record is SubmittedNormal =>
  record.phase === flows.normal.phase && record.status === 'submitted' && record.receptionNumber !== null;

/** The submitted additions of a normal application, oldest first. */
export const additionsOf = <T extends AnyRecord>(records: readonly T[], applicationId: string): T[] =>
  records.filter((record) => record.phase === flows.addition.phase && record.originalApplicationId === applicationId && record.receptionNumber !== null).reverse();

/** The submitted revocations (decision 021): never listed on their own. */
export const isRevocation = (record: AnyRecord): boolean => record.phase === flows.revocation.phase && record.receptionNumber !== null;
