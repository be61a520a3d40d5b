// What `catalogue -- diff` reports (issue 30): entries added, removed and changed by their id,
// each change as `field: before → after`, a new order, and every entry new when the database
// recorded no catalogue yet. Compared through the database's own record of the served catalogue.
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { checkCatalogue, type CatalogueContent } from './catalogue-check';
import { diffCatalogues, formatChanges } from './catalogue-diff';
import { latestCatalogue, recordCatalogue } from './catalogue-versions';
import { copyOfSeeds } from './testing-catalogue';

async function catalogueOf(dir: string) {
  const checked = await checkCatalogue(dir);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return checked.catalogue;
}

describe('catalogue diff', () => {
  const database = useTestDatabase();

  it('lists what a directory adds, removes, changes and reorders against the catalogue recorded last', async () => {
    const copy = await copyOfSeeds();
    try {
      const served = await catalogueOf(copy.dir);
      expect(await latestCatalogue(database().db)).toBeNull();
      await recordCatalogue(database().db, served, new Date('2026-11-20T03:00:00Z'));
      // The same catalogue, recorded again later by another process, is one row.
      await recordCatalogue(database().db, served, new Date('2026-11-21T03:00:00Z'));
      const latest = await latestCatalogue(database().db);
      expect(latest).toEqual({ hash: served.hash, content: served.content, loadedAt: new Date('2026-11-21T03:00:00Z') });

      await copy.edit('participating-municipalities.json', '"phone": "03-3264-2111"', '"phone": "03-3264-2112"');
      await copy.edit('campaigns.json', '"title": "新生活応援キャンペーン"', '"title": "新生活応援"');
      const content = (await catalogueOf(copy.dir)).content;
      const businesses = content['lifeline-businesses.json'] as { business_id: string }[];
      const changed: CatalogueContent = {
        ...content,
        // The last business removed, the first two swapped, and a copy of the first under a new id.
        'lifeline-businesses.json': [businesses[1], businesses[0], ...businesses.slice(2, -1), { ...businesses[0], business_id: 'new-denki' }],
      };
      const changes = diffCatalogues(latest?.content ?? null, changed);
      expect(formatChanges(changes)).toBe(
        [
          'participating-municipalities.json',
          '  ~ 131016',
          '      office/phone: "03-3264-2111" → "03-3264-2112"',
          'lifeline-businesses.json',
          '  + new-denki',
          `  - ${businesses.at(-1)?.business_id}`,
          '  ↕ the order of the entries',
          'campaigns.json',
          '  ~ SHINSEIKATSU2026',
          '      title: "新生活応援キャンペーン" → "新生活応援"',
          '',
        ].join('\n'),
      );
      expect(formatChanges(diffCatalogues(latest?.content ?? null, served.content))).toBe('no change\n');
      // Nothing recorded yet: every entry is new.
      expect(diffCatalogues(null, served.content).map(({ file, added }) => [file, added.length])).toEqual([
        ['participating-municipalities.json', 10],
        ['lifeline-businesses.json', businesses.length],
        ['campaigns.json', (served.content['campaigns.json'] as unknown[]).length],
        ['counter-procedures.json', (served.content['counter-procedures.json'] as unknown[]).length],
      ]);
    } finally {
      await copy.remove();
    }
  });
});
