// A production receipt certificate for the tests that start the server as production would (it
// refuses to start without one): made once per test process, given as PEM in the environment.
import { createReceiptCertificates } from '../receipts/receipt-signing-identity';

const { caPem, certPem, keyPem } = await createReceiptCertificates();

export const receiptSigningEnv = {
  RECEIPT_SIGNING_KEY_PEM: keyPem,
  RECEIPT_SIGNING_CERT_PEM: `${certPem}\n${caPem}`,
};
