// Signs a finished receipt PDF (PAdES baseline B-B): an incremental update adds the signature
// field and its placeholder (@signpdf/placeholder-plain, which reads any classic PDF such as
// pdfkit's), then @signpdf/signpdf fills the placeholder with the CMS of cades-signature.ts over
// every byte but the placeholder itself.
// The three packages load at the first receipt, not at start (decision 032 §7).
import { cadesDetachedSignature, type SigningIdentity } from './cades-signature';

/** Room for the CMS: a signature, two certificates of a few hundred bytes, and a longer production chain. */
const SIGNATURE_LENGTH = 16_384;

export async function signReceiptPdf(pdf: Buffer, identity: SigningIdentity, signedAt: Date): Promise<Buffer> {
  const [{ plainAddPlaceholder }, { SignPdf }, { Signer, SUBFILTER_ETSI_CADES_DETACHED }] = await Promise.all([import('@signpdf/placeholder-plain'), import('@signpdf/signpdf'), import('@signpdf/utils')]);
  class CadesSigner extends Signer {
    override async sign(signedBytes: Buffer): Promise<Buffer> {
      return cadesDetachedSignature(signedBytes, identity);
    }
  }
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    // Shown by PDF readers in the signature panel; ASCII, as the placeholder writes plain strings.
    reason: 'utsuru receipt',
    contactInfo: '',
    name: 'utsuru',
    location: 'Japan',
    signingTime: signedAt,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'utsuru',
  });
  return new SignPdf().sign(withPlaceholder, new CadesSigner());
}
