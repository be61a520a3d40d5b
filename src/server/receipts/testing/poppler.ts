// Reads a receipt back as anyone would, with Debian's poppler-utils (installed by
// src/server/ops/ensure-system-packages.sh): pdftotext for its text, pdfsig for its signature,
// checked against an NSS database that trusts only the receipt CA served at /receipt-ca.pem
// (certutil, libnss3-tools).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(bytes: Buffer | string, name: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-receipt-'));
  try {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, in reading order. */
export const pdfText = (pdf: Buffer): Promise<string> => withFile(pdf, 'receipt.pdf', async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);

/** An NSS database (`sql:` prefix for pdfsig -nssdir) trusting `caPem` for signing; remove its dir when done. */
export async function nssTrusting(caPem: string): Promise<{ nssDir: string; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-nss-'));
  await run('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password']);
  await writeFile(path.join(dir, 'ca.pem'), caPem);
  // C for each of SSL, mail and object signing: pdfsig checks a document signer as a mail signer.
  await run('certutil', ['-A', '-d', `sql:${dir}`, '-n', 'utsuru-receipt-ca', '-t', 'C,C,C', '-a', '-i', path.join(dir, 'ca.pem')]);
  return { nssDir: `sql:${dir}`, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** What pdfsig says of the PDF's signatures (it exits 0 whether or not they are valid). */
export const pdfSignatures = (pdf: Buffer, nssDir: string): Promise<string> =>
  withFile(pdf, 'receipt.pdf', async (file) => {
    const { stdout } = await run('pdfsig', ['-nssdir', nssDir, file]);
    return stdout;
  });

/** The receipt with one byte inside its first signed range changed, as a forger would. */
export function tampered(pdf: Buffer): Buffer {
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)/.exec(pdf.toString('latin1'));
  const firstLength = Number(range?.[2] ?? 0);
  if (firstLength < 100) throw new Error('no signed range found');
  const copy = Buffer.from(pdf);
  const at = Math.floor(firstLength / 2);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}
