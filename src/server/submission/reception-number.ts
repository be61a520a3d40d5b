// 受付番号 (brief §5): short, unambiguous when read aloud over the phone, with a check character.
// Twelve characters of Crockford's base-32 alphabet (no I, L, O, U), shown as three groups of
// four: eleven random characters and one check character.
//
// The check is the Damm algorithm over GF(32): the state starts at 0 and each character x moves
// it to a·state + x (field arithmetic, a = 2); the check character brings the final state back
// to 0. Because a ≠ 0 every step is a bijection in both state and character, so a single wrong
// character is always detected; because a ≠ 1, a·(a·c + x) + y ≠ a·(a·c + y) + x whenever x ≠ y,
// so every swap of two adjacent characters is detected too. A weighted sum mod 32 cannot do
// both (every weight would have to be odd, and the difference of two odd weights is even).
import { randomBytes } from 'node:crypto';

export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 11;
const FORMAT = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Multiplication in GF(2^5) modulo the primitive polynomial x^5 + x^2 + 1. */
function gfMultiply(a: number, b: number): number {
  let product = 0;
  let x = a;
  for (let y = b; y > 0; y >>= 1) {
    if (y & 1) product ^= x;
    x <<= 1;
    if (x & 0b100000) x ^= 0b100101;
  }
  return product;
}

const MULTIPLIER = 2;
const step = (state: number, value: number) => gfMultiply(MULTIPLIER, state) ^ value;

function values(characters: string): number[] {
  return [...characters].map((character) => {
    const value = CROCKFORD_ALPHABET.indexOf(character);
    if (value < 0) throw new Error('not a Crockford base-32 character');
    return value;
  });
}

/** The character that brings the state back to 0: a·state + check = 0, so check = a·state. */
export function checkCharacter(body: string): string {
  const state = values(body).reduce(step, 0);
  return CROCKFORD_ALPHABET.charAt(gfMultiply(MULTIPLIER, state));
}

/** Groups twelve characters as XXXX-XXXX-XXXX. */
export function formatReceptionNumber(characters: string): string {
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

export function isValidReceptionNumber(text: string): boolean {
  if (!FORMAT.test(text)) return false;
  return values(text.replaceAll('-', '')).reduce(step, 0) === 0;
}

/** A new random reception number (55 random bits; the database's unique constraint decides). */
export function newReceptionNumber(random: (bytes: number) => Uint8Array = randomBytes): string {
  // 256 is a multiple of 32, so the low five bits of a random byte are uniform.
  const body = [...random(BODY_LENGTH)].map((byte) => CROCKFORD_ALPHABET.charAt(byte & 31)).join('');
  return formatReceptionNumber(body + checkCharacter(body));
}
