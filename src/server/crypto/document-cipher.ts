// Encryption at rest for residents' documents (brief §6): AES-256-GCM, a fresh 96-bit IV per
// message, and additional authenticated data naming the row (e.g. `drafts:<user_id>:<phase>`),
// so a ciphertext copied into another row or another user's row fails to open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Layout: version (1) | iv (12) | tag (16) | ciphertext. The version leaves room for key rotation. */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

export interface DocumentCipher {
  seal(value: unknown, aad: string): Buffer;
  open<T = unknown>(sealed: Buffer, aad: string): T;
}

export class DocumentDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentDecryptionError';
  }
}

export function createDocumentCipher(key: Buffer): DocumentCipher {
  if (key.length !== 32) throw new Error(`the document encryption key must be 32 bytes, got ${key.length}`);
  // Our own copy: a caller zeroing or reusing its buffer must not change the key under us.
  const secret = Buffer.from(key);
  // The version byte is authenticated too, so it cannot be flipped to reinterpret a message.
  const associatedData = (aad: string) => Buffer.concat([Buffer.of(VERSION), Buffer.from(aad, 'utf8')]);

  return {
    seal(value, aad) {
      const json = JSON.stringify(value);
      if (json === undefined) throw new TypeError('only JSON values can be sealed');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(aad));
      const body = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), body]);
    },

    open<T>(sealed: Buffer, aad: string): T {
      if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION) throw new DocumentDecryptionError('unknown document format');
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, HEADER_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(aad));
      decipher.setAuthTag(tag);
      let json: string;
      try {
        json = Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        // Wrong key, wrong row or tampered bytes all look the same, on purpose.
        throw new DocumentDecryptionError('document failed authentication');
      }
      return JSON.parse(json) as T;
    },
  };
}
