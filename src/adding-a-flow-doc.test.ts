// docs/adding-a-flow.md lists the existing files a new flow touches (issue 25 point 5). This keeps
// the list true as the code moves: each file exists, each edited by hand is a per-flow table (it
// names every shipped flow, by its name or its layout), and there are no more than the goal's six.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowList } from '#shared/flows';

const root = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const doc = read('docs/adding-a-flow.md');

/** The numbered list's paths under a heading line of the doc, up to the next blank-line paragraph that is not a list. */
function listedAfter(heading: string): string[] {
  const rest = doc.slice(doc.indexOf(heading) + heading.length).trimStart();
  const list = rest.slice(0, rest.search(/\n\n(?!\d+\. )/));
  return [...list.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1]!);
}

const byHand = listedAfter('By hand:');
const regenerated = listedAfter('Regenerated, never edited:');

describe('docs/adding-a-flow.md', () => {
  it('lists files that exist', () => {
    expect(byHand.length).toBeGreaterThan(0);
    expect(regenerated.length).toBeGreaterThan(0);
    for (const path of [...byHand, ...regenerated]) expect(existsSync(new URL(path, root)), path).toBe(true);
  });

  it('lists by hand only per-flow tables: each names every shipped flow', () => {
    for (const path of byHand) {
      const text = read(path);
      for (const flow of flowList) expect(text.includes(flow.name) || text.includes(`'${flow.layout}'`), `${path}: ${flow.name}`).toBe(true);
    }
  });

  it('keeps a new flow within the goal of six existing files edited by hand', () => {
    expect(byHand.length).toBeLessThanOrEqual(6);
  });
});
