// The receipt's signature: a detached CMS SignedData (RFC 5652) as PAdES baseline B-B wants it
// (ETSI EN 319 142-1, SubFilter ETSI.CAdES.detached): signed attributes content-type,
// message-digest and signing-certificate-v2 (RFC 5035), and no signing-time (the time is the
// signature dictionary's /M). One signer, the service's receipt certificate, sent with its chain.
import { createHash, sign, type KeyObject } from 'node:crypto';
import { contextTag, issuerAndSerialOf, nullValue, objectIdentifier, octetString, sequence, setOf, smallInteger } from './der';

const oids = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  sha256WithRsa: '1.2.840.113549.1.1.11',
} as const;

export interface SigningIdentity {
  /** EC (P-256 in development) or RSA. */
  privateKey: KeyObject;
  /** DER: the signing certificate first, then the certificates up to the CA. */
  chain: readonly Buffer[];
}

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();
// RFC 5754: SHA-2 identifiers go without parameters.
const sha256Algorithm = () => sequence(objectIdentifier(oids.sha256));

function signatureAlgorithmOf(key: KeyObject): Buffer {
  if (key.asymmetricKeyType === 'ec') return sequence(objectIdentifier(oids.ecdsaWithSha256));
  if (key.asymmetricKeyType === 'rsa') return sequence(objectIdentifier(oids.sha256WithRsa), nullValue());
  throw new Error(`the receipt signing key must be EC or RSA, not ${key.asymmetricKeyType}`);
}

const attribute = (type: string, value: Buffer) => sequence(objectIdentifier(type), setOf([value]));

/** ESSCertIDv2 with the default hash (SHA-256) and the issuer and serial of the certificate (RFC 5035). */
function signingCertificateV2(certificate: Buffer): Buffer {
  const { issuer, serialNumber } = issuerAndSerialOf(certificate);
  const issuerSerial = sequence(sequence(contextTag(4, issuer)), serialNumber);
  return sequence(sequence(sequence(octetString(sha256(certificate)), issuerSerial)));
}

/** The DER of a detached CMS SignedData over `content` (the PDF's signed byte ranges). */
export function cadesDetachedSignature(content: Buffer, { privateKey, chain }: SigningIdentity): Buffer {
  const certificate = chain[0];
  if (!certificate) throw new Error('the receipt signing chain is empty');
  const signedAttributes = [
    attribute(oids.contentType, objectIdentifier(oids.data)),
    attribute(oids.messageDigest, octetString(sha256(content))),
    attribute(oids.signingCertificateV2, signingCertificateV2(certificate)),
  ];
  // Signed as a SET OF (RFC 5652 §5.4), stored as [0] IMPLICIT with the same contents.
  const signature = sign('sha256', setOf(signedAttributes), privateKey);
  const { issuer, serialNumber } = issuerAndSerialOf(certificate);
  const signerInfo = sequence(
    smallInteger(1),
    sequence(issuer, serialNumber),
    sha256Algorithm(),
    setOf(signedAttributes, 0xa0),
    signatureAlgorithmOf(privateKey),
    octetString(signature),
  );
  const signedData = sequence(
    smallInteger(1),
    setOf([sha256Algorithm()]),
    sequence(objectIdentifier(oids.data)),
    setOf(chain, 0xa0),
    setOf([signerInfo]),
  );
  return sequence(objectIdentifier(oids.signedData), contextTag(0, signedData));
}

