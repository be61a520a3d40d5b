import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDocumentCipher, DocumentDecryptionError } from './document-cipher';

const document = { name: '山田太郎', phone: '090-1234-5678', members: [{ kana: 'ヤマダハナコ' }] };

describe('createDocumentCipher', () => {
  const cipher = createDocumentCipher(randomBytes(32));

  it('opens what it sealed under the same aad', () => {
    const sealed = cipher.seal(document, 'drafts:u1:1');
    expect(cipher.open(sealed, 'drafts:u1:1')).toEqual(document);
  });

  it('hides the plaintext and uses a fresh IV for every message', () => {
    const a = cipher.seal(document, 'x');
    const b = cipher.seal(document, 'x');
    expect(a.equals(b)).toBe(false);
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false);
    expect(a.includes(Buffer.from('山田太郎'))).toBe(false);
    expect(a.includes(Buffer.from('090-1234-5678'))).toBe(false);
    expect(a[0]).toBe(1);
  });

  it('refuses a message with any byte changed', () => {
    const sealed = cipher.seal(document, 'x');
    for (const index of [0, 5, 20, sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[index] = (tampered[index] ?? 0) ^ 0x01;
      expect(() => cipher.open(tampered, 'x')).toThrow(DocumentDecryptionError);
    }
  });

  it('refuses a message opened under another aad, i.e. moved to another row', () => {
    const sealed = cipher.seal(document, 'drafts:user-a:1');
    expect(() => cipher.open(sealed, 'drafts:user-b:1')).toThrow(DocumentDecryptionError);
    expect(() => cipher.open(sealed, 'drafts:user-a:2')).toThrow(DocumentDecryptionError);
  });

  it('refuses a message sealed under another key', () => {
    const other = createDocumentCipher(randomBytes(32));
    expect(() => other.open(cipher.seal(document, 'x'), 'x')).toThrow(DocumentDecryptionError);
  });

  it('refuses truncated input', () => {
    expect(() => cipher.open(Buffer.alloc(10), 'x')).toThrow(DocumentDecryptionError);
  });

  it('rejects keys that are not 32 bytes', () => {
    expect(() => createDocumentCipher(randomBytes(16))).toThrow(/32 bytes/);
    expect(() => createDocumentCipher(randomBytes(33))).toThrow(/32 bytes/);
  });

  it('rejects values that JSON cannot carry', () => {
    expect(() => cipher.seal(undefined, 'x')).toThrow(TypeError);
  });
});
