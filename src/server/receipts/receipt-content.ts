// What one receipt (控え) says, read from the resident's stored applications at each download:
// the filing as it was sent (受付番号, time, applicant, addresses, visit) and each procedure's
// status as it stands now, worded as マイページ words it. Pure: receipt-pdf.ts lays it out.
import { isMoveCalledOff } from '#shared/called-off-move';
import { cancellationLabels, cancellationStatusOf } from '#shared/cancellation';
import { flows } from '#shared/flows';
import type { ProcedureRegistry } from '#shared/procedures';
import { recipientStatusLabels } from '#shared/recipient-status';
import type { ApplicationDocument } from '../applications/canonical-document';
import { cancellationsOf } from '../applications/revocable-application';
import type { RevocationDocument } from '../applications/revocation-document';
import type { AnyStoredApplication } from '../applications/stored-application';
import type { ReceiptChecklist } from './receipt-checklist';
import type { ParticipationTable } from '../domain/participation-table';
import type { ApplicationRecord } from '../repositories/application-repository';
import type { VisitReservation } from '../visits/visit-repository';
import { visitsOf, type ReceiptVisit } from './receipt-visits';

/** Any of the resident's stored applications: a normal one, an addition, a revocation. */
export type ReceiptRecord = ApplicationRecord<AnyStoredApplication | { document: RevocationDocument }>;
type Address = ApplicationDocument['moving']['from'];

export interface ReceiptProcedure {
  /** 転出届, 電気… as the procedure registry names it. */
  procedure: string;
  recipient: string;
  /** The status when the receipt was made: 受付済み, or 完了（取消済み） for a cancelled one. */
  status: string;
}

export interface ReceiptContent {
  title: string;
  receptionNumber: string;
  submittedAt: Date;
  /** An addition's or a cancellation's application: its 受付番号, and the sentence that says how. */
  belongsTo: { receptionNumber: string; sentence: string } | null;
  applicant: { name: string; nameKana: string; from: string; to: string | null };
  procedures: ReceiptProcedure[];
  /** The column the status is read under: a cancellation's rows are cancellations. */
  statusHeading: string;
  visits: ReceiptVisit[];
  /** A move the resident called off (its 転出届's cancellation asked for or accepted): no counter procedures follow from it. */
  calledOff: boolean;
  /** A filed move's counter procedures at the new municipality (issue 28), added by the issuer; absent otherwise. */
  checklist?: ReceiptChecklist | null;
}

export const receiptTitles = { [flows.normal.phase]: '申請の控え', [flows.addition.phase]: '追加申請の控え', [flows.revocation.phase]: '取消申請の控え' } as const;

/** An address as the resident typed it: 〒160-0022 東京都新宿区新宿3-1-1. */
export function addressText(address: Address): string {
  const zip = address.zipcode.length === 7 ? `〒${address.zipcode.slice(0, 3)}-${address.zipcode.slice(3)} ` : '';
  return `${zip}${address.pref}${address.city}${address.town}${address.line}`;
}

function belongsToOf(phase: number, receptionNumber: string | null): ReceiptContent['belongsTo'] {
  if (phase === flows.normal.phase || receptionNumber === null) return null;
  const how = phase === flows.revocation.phase ? 'の手続きを取り消したもの' : 'に追加したもの';
  return { receptionNumber, sentence: `受付番号 ${receptionNumber} の申請${how}です。` };
}

/** The receipt of one of `records` (the resident's own, newest first), with the application's visit reservations; null when it is not there or not submitted. */
export function receiptContentOf(
  records: readonly ReceiptRecord[],
  applicationId: string,
  registry: ProcedureRegistry,
  participation: ParticipationTable,
  reservations: readonly VisitReservation[] = [],
): ReceiptContent | null {
  const record = records.find((candidate) => candidate.id === applicationId && candidate.receptionNumber !== null);
  if (!record?.receptionNumber) return null;
  const submitted = records.filter((candidate) => candidate.receptionNumber !== null);
  const cancellations = cancellationsOf(submitted);
  const original = records.find((candidate) => candidate.id === record.originalApplicationId);
  // The applicant and the move as filed: a cancellation names neither address, its application does.
  const filed = (record.phase === flows.revocation.phase ? original : record)?.document.document as ApplicationDocument | undefined;
  if (!filed?.applicant || !filed.moving) return null;
  const { name, name_kana: kana } = filed.applicant;

  const isCancellation = record.phase === flows.revocation.phase;
  // A lifeline notice reads as its category (電気, ガス…), which the filings' documents name (a cancellation's too).
  const categoryOf = new Map(
    submitted.flatMap((candidate) => ((candidate.document.document as Partial<ApplicationDocument>).business_applications ?? []).map((business) => [business.business_id, business.category] as const)),
  );
  const procedureName = (recipient: (typeof record.recipients)[number]) => {
    const category = 'business_id' in recipient.address ? categoryOf.get(recipient.address.business_id) : undefined;
    return category ? registry.lifelineLabelOf(category) : registry.labelOf(recipient.procedure);
  };
  const procedures = record.recipients.map((recipient): ReceiptProcedure => {
    const cancellation = cancellations.get(recipient.id);
    const status = isCancellation
      ? cancellationLabels[cancellationStatusOf(recipient.status)]
      : `${recipientStatusLabels[recipient.status]}${cancellation ? `（${cancellationLabels[cancellationStatusOf(cancellation.row.status)]}）` : ''}`;
    return { procedure: procedureName(recipient), recipient: recipient.name, status };
  });

  return {
    title: receiptTitles[record.phase as keyof typeof receiptTitles] ?? '申請の控え',
    receptionNumber: record.receptionNumber,
    submittedAt: record.createdAt,
    belongsTo: belongsToOf(record.phase, original?.receptionNumber ?? null),
    applicant: {
      name: `${name.last} ${name.first}`,
      nameKana: `${kana.last} ${kana.first}`,
      from: addressText(filed.moving.from),
      to: filed.moving.to ? addressText(filed.moving.to) : null,
    },
    procedures,
    statusHeading: isCancellation ? '取消しの状況' : '状況',
    visits: record.phase === flows.normal.phase ? visitsOf(filed, record.recipients, cancellations, participation, reservations) : [],
    calledOff: isMoveCalledOff(
      (record.phase === flows.revocation.phase ? [] : record.recipients).map((recipient) => {
        const cancellation = cancellations.get(recipient.id);
        return { procedure: recipient.procedure, cancellation: cancellation ? cancellationStatusOf(cancellation.row.status) : null };
      }),
    ),
  };
}

