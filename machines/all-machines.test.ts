// The static list of machine modules (all-machines.ts) must hold every machines/*.machine.ts, so
// /dev-flows and `npm run flows -- export` draw and export a new machine without an edit elsewhere.
import { describe, expect, it } from 'vitest';
import { machineModules } from './all-machines';

const files = Object.keys(import.meta.glob('./*.machine.ts')).map((file) => file.slice(2));

describe('machineModules', () => {
  it('lists every machine file of machines/, and nothing else', () => {
    expect(Object.keys(machineModules).sort()).toEqual(files.sort());
  });
});
