import { describe, expect, it } from 'vitest';
import { digitsOnly, dropZipHyphen, normalizeHyphens } from './digit-helpers';

describe('digit helpers', () => {
  it.each([
    ['090-1234-5678', '09012345678'],
    ['０９０－１２３４', '0901234'],
    ['12a3 4', '1234'],
    ['abc', ''],
    ['', ''],
  ])('keeps the digits of %s', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });

  it.each([
    ['100-0001', '1000001'],
    ['１００－０００１', '1000001'],
    ['100ー0001', '1000001'],
    ['100−0001', '1000001'],
    ['1000001', '1000001'],
  ])('drops the hyphen of the zip %s', (input, expected) => {
    expect(dropZipHyphen(input)).toBe(expected);
  });
});

describe('phone hyphens', () => {
  it.each([
    ['０９０ー１２３４ー５６７８', '090-1234-5678'],
    ['03−1234−5678', '03-1234-5678'],
    ['090-1234-5678', '090-1234-5678'],
  ])('turns the dashes of %s into "-"', (input, expected) => {
    expect(normalizeHyphens(input)).toBe(expected);
  });
});
