// The counter procedures' seed (issue 28) loads and validates, and every entry cites its sources
// in docs/counter-procedures-sources.md; a broken entry fails the load with its reason.
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCounterProcedures } from './counter-procedure-table';

describe('the counter procedures seed', () => {
  it('holds the procedures a move brings, each cited in the sources notes', async () => {
    const entries = await loadCounterProcedures();
    const codes = entries.map((entry) => entry.code);
    for (const code of ['my_number_card', 'seal_registration', 'national_health_insurance', 'national_pension', 'child_allowance', 'child_medical_subsidy', 'school_transfer', 'nursery_kindergarten', 'long_term_care', 'late_elderly_medical', 'dog_registration', 'moped_registration']) {
      expect(codes).toContain(code);
    }
    const notes = await readFile(new URL('../../../docs/counter-procedures-sources.md', import.meta.url), 'utf8');
    for (const code of codes) expect(notes, code).toMatch(new RegExp(`\\| \`${code}\` .*https://`));
  });

  it('refuses an entry whose condition names no question it knows', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'counter-'));
    const file = path.join(dir, 'broken.json');
    await writeFile(file, JSON.stringify([{ code: 'cat', name: '猫', order: 1, counter: '窓口', when: { kind: 'answer', question: 'cat' }, steps: { other_municipality: { action: 'a', bring: [], deadline: 'b' } } }]));
    await expect(loadCounterProcedures(file)).rejects.toThrow(/invalid counter procedures/);
  });
});
