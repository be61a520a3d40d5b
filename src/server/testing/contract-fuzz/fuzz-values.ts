// The pieces of a fuzzed request that plain JSON cannot say, and the hostile values themselves.
import fc from 'fast-check';

/** JSON text put into the body as it is: nesting deeper than any serializer would walk, `1e400`. */
export class RawJson {
  constructor(
    readonly text: string,
    /** Its JSON type, so that a replacement of another type is known to differ. */
    readonly type: 'number' | 'array' | 'object' = 'number',
  ) {}
}

/** A string's bytes as sent, invalid UTF-8 allowed (inside a JSON string, a query or a header). */
export class RawBytes {
  constructor(readonly bytes: Buffer) {}
}

/** Where the session's own CSRF token goes, unless a mutation replaced it. */
export const sessionToken = Symbol('the session’s CSRF token');

/** A Standard Webhooks header (id, timestamp, signature) made when the body is known, unless a mutation replaced it. */
export const webhookSigned = Symbol('signed as the recipient');

/** The headers of a Standard Webhooks signature; the contract's `webhookSignature` scheme names the last. */
export const webhookHeaderNames = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** 1 MB of text, in the shapes that cost a server most: one byte a character, three, four, and just under the body limit. */
export const hugeString: fc.Arbitrary<string> = fc.constantFrom(
  'a'.repeat(1_000_000),
  'あ'.repeat(1_000_000 / 3),
  '𠮷'.repeat(1_000_000 / 4),
  'x'.repeat(1024 * 1024 - 64),
  `${'\\'.repeat(500_000)}"`,
);

/** Nesting `depth` deep, as JSON text: arrays, objects, or both by turns. */
export const deepJson: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(64, 1_000, 10_000, 100_000), fc.constantFrom('array', 'object', 'mixed'))
  .map(([depth, shape]) => {
    const open = { array: '[', object: '{"a":', mixed: '[{"a":' }[shape];
    const close = { array: ']', object: '}', mixed: '}]' }[shape];
    const levels = shape === 'mixed' ? Math.ceil(depth / 2) : depth;
    return new RawJson(`${open.repeat(levels)}1${close.repeat(levels)}`, shape === 'object' ? 'object' : 'array');
  });

/**
 * Code points no form expects: unassigned ones (U+0378, U+50000 of an unassigned plane, the last of
 * a plane), noncharacters, lone surrogates of both halves, NUL and other controls, a BOM, bidi
 * overrides, combining marks with no base.
 */
const oddCodePoint = fc.constantFrom(
  '\u0378',
  '\u0379',
  '\u{50000}',
  '\u{E0080}',
  '\u{10FFFF}',
  '\uFDD0',
  '\uFFFE',
  '\uFFFF',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\u0000',
  '\u001B',
  '\u007F',
  '\u0085',
  '\uFEFF',
  '\u202E',
  '\u2028',
  '\u0301',
);

export const oddUnicode: fc.Arbitrary<string> = fc
  .array(fc.oneof({ weight: 3, arbitrary: oddCodePoint }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 3 }) }), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, encoded surrogates, past U+10FFFF, cut short. */
export const invalidUtf8: fc.Arbitrary<RawBytes> = fc
  .array(
    fc.constantFrom([0xff], [0xfe], [0x80], [0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], [0xf4, 0x90, 0x80, 0x80], [0xe3, 0x81], [0xf0, 0x9f], [0x41]),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => new RawBytes(Buffer.from(parts.flat())));

/** Keys that name the prototype chain, with what an attacker would hang on them. */
export const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString');
export const pollution: fc.Arbitrary<unknown> = fc.constantFrom({ polluted: true }, { prototype: { polluted: true } }, { toString: 'x' }, 'x', 1, null, []);

/** A JSON value of each type, for replacing a value with one of another type. */
export const anyTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-0, 2 ** 53 + 1, 1e308, new RawJson('1e400'), new RawJson('-1e-400'), new RawJson('123456789012345678901234567890')),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** The JSON type of a value, markers included (so a replacement is known to differ). */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof RawJson) return value.type;
  if (value instanceof RawBytes || value === sessionToken || value === webhookSigned) return 'string';
  return typeof value;
}
