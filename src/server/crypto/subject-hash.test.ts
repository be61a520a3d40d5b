import { describe, expect, it } from 'vitest';
import { hashSubject } from './subject-hash';

describe('hashSubject', () => {
  const key = Buffer.alloc(32, 1);

  it('is stable, keyed and hides the subject', () => {
    const hash = hashSubject(key, 'https://idp.example', 'sub-123');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashSubject(key, 'https://idp.example', 'sub-123'));
    expect(hash).not.toContain('sub-123');
    expect(hashSubject(Buffer.alloc(32, 2), 'https://idp.example', 'sub-123')).not.toBe(hash);
  });

  it('keeps the same sub at two issuers apart', () => {
    expect(hashSubject(key, 'https://a.example', 'x')).not.toBe(hashSubject(key, 'https://b.example', 'x'));
  });

  it('refuses short keys', () => {
    expect(() => hashSubject(Buffer.alloc(8), 'i', 's')).toThrow(/32 bytes/);
  });
});
