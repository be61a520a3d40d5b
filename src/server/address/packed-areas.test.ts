import { describe, expect, it } from 'vitest';
import { PackedAreas, type AreaEntry } from './packed-areas';

const entries: AreaEntry[] = [
  { zip: 10000, city: 1, town: '' },
  { zip: 1000001, city: 0, town: '本町' },
  { zip: 1000002, city: 0, town: '本町一丁目' },
  { zip: 1000002, city: 1, town: '本町' },
  { zip: 9999999, city: 0, town: '栄' },
];
const areas = new PackedAreas(entries, 3);
const view = (row: number) => ({ zip: areas.zipOf(row), city: areas.cityOf(row), town: areas.townOf(row) });

describe('packed postal-code areas', () => {
  it('gives back every area as it was given', () => {
    expect(areas.size).toBe(entries.length);
    expect(entries.map((_entry, row) => view(row))).toEqual(entries);
  });

  it('finds all rows of a code, at either end and in the middle, and none of an unknown one', () => {
    expect(areas.rowsOfZip(10000)).toEqual([0]);
    expect(areas.rowsOfZip(1000002)).toEqual([2, 3]);
    expect(areas.rowsOfZip(9999999)).toEqual([4]);
    expect(areas.rowsOfZip(1000003)).toEqual([]);
    expect(areas.rowsOfZip(0)).toEqual([]);
  });

  it('groups the rows by municipality in postal-code order', () => {
    expect([...areas.rowsOfCity(0)]).toEqual([1, 2, 4]);
    expect([...areas.rowsOfCity(1)]).toEqual([0, 3]);
    expect([...areas.rowsOfCity(2)]).toEqual([]);
  });

  it('stores each town name once and compares names whole', () => {
    expect(areas.townIdOf(1)).toBe(areas.townIdOf(3));
    expect(areas.townIs(1, '本町')).toBe(true);
    expect(areas.townIs(2, '本町')).toBe(false);
    expect(areas.townIs(1, '本町一丁目')).toBe(false);
    expect(areas.townIs(0, '')).toBe(true);
  });

  it('refuses areas out of postal-code order', () => {
    expect(() => new PackedAreas([entries[1]!, entries[0]!], 2)).toThrow('postal-code order');
  });
});
