// Who receives a filed document, in the order it lists them: the rows the outbox delivers to, and
// the procedures a signing screen names.
import type { ProcedureRegistry } from '#shared/procedures';
import type { NewRecipient } from '../repositories/application-repository';
import type { ApplicationDocument } from './canonical-document';

/** The businesses a document notifies. */
export const businessRecipients = (document: Pick<ApplicationDocument, 'business_applications'>) =>
  document.business_applications.map(
    (entry): NewRecipient => ({ kind: 'business', procedure: 'businesses', name: entry.name, status: 'pending', address: { business_id: entry.business_id } }),
  );

/** Each municipality application and each business, in the order the document lists them. */
export function normalRecipients(document: ApplicationDocument): NewRecipient[] {
  return [
    ...document.municipality_applications.map(
      (entry): NewRecipient => ({ kind: 'municipality', procedure: entry.procedure, name: entry.municipality_name, status: 'pending', address: { jis_code: entry.jis_code } }),
    ),
    ...businessRecipients(document),
  ];
}

/** A procedure as マイページ names it: 新宿区（転出届）. */
export const procedureLabel =
  (procedures: ProcedureRegistry) =>
  ({ name, procedure }: Pick<NewRecipient, 'name' | 'procedure'>): string =>
    `${name}（${procedures.labelOf(procedure)}）`;

