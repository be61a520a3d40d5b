import { describe, expect, it } from 'vitest';
import { checkCharacter, CROCKFORD_ALPHABET, formatReceptionNumber, isValidReceptionNumber, newReceptionNumber } from './reception-number';

const plain = (number: string) => number.replaceAll('-', '');

describe('reception numbers (受付番号)', () => {
  it('are twelve Crockford base-32 characters in three groups of four, valid under their check character', () => {
    for (let i = 0; i < 200; i += 1) {
      const number = newReceptionNumber();
      expect(number).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(number).not.toMatch(/[ILOU]/);
      expect(isValidReceptionNumber(number)).toBe(true);
    }
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
  });

  it('are random: 2,000 draws give 2,000 different numbers', () => {
    expect(new Set(Array.from({ length: 2000 }, () => newReceptionNumber())).size).toBe(2000);
  });

  it('detect every single-character substitution, at every position, in many random numbers', () => {
    for (let i = 0; i < 150; i += 1) {
      const characters = plain(newReceptionNumber());
      for (let position = 0; position < 12; position += 1) {
        for (const replacement of CROCKFORD_ALPHABET) {
          if (replacement === characters[position]) continue;
          const changed = characters.slice(0, position) + replacement + characters.slice(position + 1);
          expect(isValidReceptionNumber(formatReceptionNumber(changed)), `${characters} → ${changed}`).toBe(false);
        }
      }
    }
  });

  it('detect every swap of two adjacent different characters, the check character included', () => {
    let swaps = 0;
    for (let i = 0; i < 2000; i += 1) {
      const characters = plain(newReceptionNumber());
      for (let position = 0; position < 11; position += 1) {
        const [a, b] = [characters[position], characters[position + 1]];
        if (a === b) continue;
        const swapped = characters.slice(0, position) + b + a + characters.slice(position + 2);
        expect(isValidReceptionNumber(formatReceptionNumber(swapped)), `${characters} → ${swapped}`).toBe(false);
        swaps += 1;
      }
    }
    expect(swaps).toBeGreaterThan(20_000);
  });

  it('detect every adjacent swap exhaustively over each pair of characters and each prior state', () => {
    // Independent of randomness: all 32 × 32 pairs after every one of the 32 possible bodies' states.
    for (const prefix of CROCKFORD_ALPHABET) {
      for (const a of CROCKFORD_ALPHABET) {
        for (const b of CROCKFORD_ALPHABET) {
          if (a === b) continue;
          expect(checkCharacter(`${prefix}${a}${b}`)).not.toBe(checkCharacter(`${prefix}${b}${a}`));
        }
      }
    }
  });

  it('refuses other shapes and the letters Crockford leaves out', () => {
    const valid = newReceptionNumber();
    expect(isValidReceptionNumber(plain(valid))).toBe(false);
    expect(isValidReceptionNumber(valid.toLowerCase())).toBe(false);
    expect(isValidReceptionNumber('7KQ2-M9XD-4T3I')).toBe(false);
    expect(isValidReceptionNumber('')).toBe(false);
  });
});
