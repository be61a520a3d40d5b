// A throwaway TLS certificate for loopback servers in tests (the TLS proxy, the test identity
// provider), made by openssl at run time so that no key ever sits in the repository, and the
// trust this test process gives it for as long as a suite needs it.
import { execFile } from 'node:child_process';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { promisify } from 'node:util';

export interface TestCertificate {
  /** PEM of the private key. */
  key: string;
  /** PEM of the self-signed certificate, valid for 127.0.0.1 and localhost. */
  cert: string;
}

export async function makeLoopbackCertificate(): Promise<TestCertificate> {
  const { stdout } = await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', '-', '-out', '-', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ]);
  const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----\n/.exec(stdout)?.[0];
  const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n/.exec(stdout)?.[0];
  if (!key || !cert) throw new Error('openssl made no key and certificate');
  return { key, cert };
}

/**
 * Adds the certificate to this process's default trust (what fetch, and so openid-client, use
 * when no CA is given), as NODE_EXTRA_CA_CERTS would at start; returns the undo. Verification
 * stays on: a server with any other certificate is still refused.
 */
export function trustInThisProcess(certificate: TestCertificate): () => void {
  const before = getCACertificates('default');
  setDefaultCACertificates([...before, certificate.cert]);
  return () => setDefaultCACertificates(before);
}
