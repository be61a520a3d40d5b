// The download of an application's signed receipt (控え, issue 27): a plain link to the PDF the
// server makes afresh at each download (same origin, so the session cookie goes with it). The
// text says it is a PDF; the 受付番号, for screen readers, tells the links of マイページ apart.
import { apiBasePath } from '#shared/config/brand';
import { receiptAnchorOf, receiptLinkText } from '#shared/receipt';
import { visuallyHidden } from '../../styles/visually-hidden.css';

// The words live in src/shared, so the mails point to the link by its name.
export { receiptLinkText };

export const receiptPathOf = (applicationId: string): string => `${apiBasePath}/applications/${encodeURIComponent(applicationId)}/receipt`;

/** `anchored`: the link is the receipt's place on マイページ (`#receipt-<受付番号>`), where the mails point. */
export function ReceiptLink({ applicationId, receptionNumber, anchored = false }: { applicationId: string; receptionNumber: string; anchored?: boolean }) {
  return (
    <a
      href={receiptPathOf(applicationId)}
      download={`utsuru-receipt-${receptionNumber}.pdf`}
      type="application/pdf"
      {...(anchored ? { id: receiptAnchorOf(receptionNumber) } : {})}
    >
      {receiptLinkText}
      <span className={visuallyHidden}>（受付番号 {receptionNumber}）</span>
    </a>
  );
}

interface CancelledRow {
  id: string;
  cancellation?: { reception_number: string; application_id?: string };
}

/**
 * The rows of マイページ that carry a cancellation's receipt: one revocation cancels several
 * procedures, and its receipt (one 受付番号, one anchor) is linked on the first of them only.
 */
export function cancellationReceiptRows(application: { recipients: readonly CancelledRow[]; additions: readonly { recipients: readonly CancelledRow[] }[] }): ReadonlySet<string> {
  const seen = new Set<string>();
  const rows = new Set<string>();
  for (const row of [...application.recipients, ...application.additions.flatMap((addition) => addition.recipients)]) {
    const cancellation = row.cancellation;
    if (!cancellation?.application_id || seen.has(cancellation.reception_number)) continue;
    seen.add(cancellation.reception_number);
    rows.add(row.id);
  }
  return rows;
}
