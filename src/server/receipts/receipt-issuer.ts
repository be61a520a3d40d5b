// A receipt (控え) at each download (issue 27): made afresh from the resident's stored
// applications, so it shows the same filing with the statuses of now and says when it was made,
// signed by the service, and recorded as a 'receipt_issued' move event. Only the resident's own
// applications are read: another resident's id is as unknown as a missing one.
import type { ProcedureRegistry } from '#shared/procedures';
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { recipientSeeds } from '../domain/domain-data';
import { recordMoveEvent } from '../events/move-events';
import type { ApplicationRepository } from '../repositories/application-repository';
import { createVisitRepository } from '../visits/visit-repository';
import { receiptContentOf, type ReceiptRecord } from './receipt-content';
import { receiptChecklistOf } from './receipt-checklist';
import { receiptPdf } from './receipt-pdf';
import type { ReceiptSigning } from './receipt-signing-identity';
import { signReceiptPdf } from './sign-receipt-pdf';

export interface ReceiptIssuerDeps {
  db: Db;
  clock: Clock;
  applications: ApplicationRepository;
  procedures: ProcedureRegistry;
  receiptSigning: ReceiptSigning;
  /** Opens the household answers that choose the counter procedures' checklist (issue 28). */
  cipher: DocumentCipher;
  /** Where the receipt tells readers to fetch the CA: `$PUBLIC_URL/receipt-ca.pem`. */
  caUrl: string;
}

export interface IssuedReceipt {
  pdf: Buffer;
  receptionNumber: string;
}

export function createReceiptIssuer({ db, clock, applications, procedures, receiptSigning, cipher, caUrl }: ReceiptIssuerDeps) {
  return {
    /**
     * The signed PDF of the resident's application; 'purged' when the retention job deleted its
     * content (issue 28: no receipt can be made of it any more), null when they have no such
     * submitted application.
     */
    async issue(userId: string, applicationId: string): Promise<IssuedReceipt | 'purged' | null> {
      const [records, reservations] = await Promise.all([applications.listForUser<ReceiptRecord['document']>(userId), createVisitRepository(db).ofUser(userId)]);
      const { participation } = await recipientSeeds();
      const content = receiptContentOf(records, applicationId, procedures, participation, reservations.get(applicationId));
      if (!content) return (await applications.listPurgedForUser(userId)).some((record) => record.id === applicationId) ? 'purged' : null;
      const issuedAt = clock.now();
      // A move called off brings no procedures at the new municipality (as マイページ shows none).
      const checklist = content.calledOff ? null : await receiptChecklistOf({ db, cipher }, userId, records, applicationId);
      const pdf = await signReceiptPdf(await receiptPdf({ ...content, checklist }, { issuedAt, caUrl }), receiptSigning, issuedAt);
      await recordMoveEvent(db, { userId, applicationId, kind: 'receipt_issued', at: issuedAt });
      return { pdf, receptionNumber: content.receptionNumber };
    },
  };
}

export type ReceiptIssuer = ReturnType<typeof createReceiptIssuer>;
