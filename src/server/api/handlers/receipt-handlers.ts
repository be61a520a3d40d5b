// GET applications/{id}/receipt (issue 27): the signed receipt (控え) of one of the resident's
// submitted applications, additions or cancellations, as a PDF download. Owner only: another
// resident's application answers NOT_FOUND, exactly as a missing one does.
import { requireUser } from '../../auth/require-user';
import { ApiError } from '../../errors/api-error';
import type { ReceiptIssuer } from '../../receipts/receipt-issuer';
import type { Handler } from '../typed-handlers';

export interface ReceiptHandlerDeps {
  receipts: ReceiptIssuer;
  /** RETENTION_SETTLED_DAYS (issue 28): named when the content is gone. */
  settledDays: number;
}

export const noReceiptMessage = '控えを作成できる申請が見つかりません。';
/** A purged application's receipt (issue 28): why there is none, and where the rest of it stays. */
export const purgedReceiptMessage = (days: number) =>
  `この申請の内容は、手続きが終わってから${days}日の保存期間を過ぎたため削除しました。控えは作成できません。受付番号と手続きの状況はマイページで確認できます。`;

export function createReceiptHandlers({ receipts, settledDays }: ReceiptHandlerDeps) {
  const getApplicationReceipt: Handler<'getApplicationReceipt'> = async (request, reply) => {
    const issued = await receipts.issue(requireUser(request), request.params.application_id);
    if (issued === 'purged') throw new ApiError('NOT_FOUND', purgedReceiptMessage(settledDays));
    if (!issued) throw new ApiError('NOT_FOUND', noReceiptMessage);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="utsuru-receipt-${issued.receptionNumber}.pdf"`)
      // Personal data: never kept by a shared cache, and downloaded afresh each time (fresh statuses).
      .header('cache-control', 'no-store')
      .send(issued.pdf);
  };

  return { getApplicationReceipt };
}
