// The committed diagrams (docs/diagrams/*.md) are what analysts read without the Stately
// inspector: each must match its machine. Walks the list `npm run diagrams` writes from (every
// machine of machines/*.machine.ts), so a new machine is covered without a test of its own.
// Run `npm run diagrams` after changing a machine.
import { describe, expect, it } from 'vitest';
import { machineDiagramsOf } from './test-support/machine-diagrams';
import { stateIdsOf } from './test-support/path-replay';
import { diagramMarkdownOf, mermaidOf } from './test-support/state-diagram';
import { transitionKeysOf } from './test-support/transition-coverage';

// Vite reads the files here (machines/ has no file system access of its own); keyed by file name.
const byFileName = <T>(files: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(files).map(([file, value]) => [file.slice(file.lastIndexOf('/') + 1), value]));
const machineModules = byFileName(import.meta.glob<Record<string, unknown>>('./*.machine.ts', { eager: true }));
const committed = byFileName(import.meta.glob<string>('../docs/diagrams/*.md', { query: '?raw', import: 'default', eager: true }));

const diagrams = machineDiagramsOf(machineModules);

describe('machine diagrams', () => {
  it('draw every machine file, and no diagram is left without its machine', () => {
    const drawnFiles = new Set(diagrams.map((diagram) => diagram.sourceFile));
    expect(Object.keys(machineModules).filter((file) => !drawnFiles.has(file))).toEqual([]);
    expect(Object.keys(committed).sort()).toEqual(diagrams.map((diagram) => `${diagram.name}.md`).sort());
  });

  describe.each(diagrams.map((diagram) => [diagram.name, diagram] as const))('%s', (name, { sourceFile, machine }) => {
    it('is up to date (run `npm run diagrams` after changing the machine)', () => {
      expect(committed[`${name}.md`]).toBe(diagramMarkdownOf(sourceFile, machine));
    });

    it('draws every state and one arrow per transition', () => {
      const source = mermaidOf(machine);
      for (const id of stateIdsOf(machine)) expect(source).toMatch(new RegExp(`\\b${id.replaceAll('.', '_')}\\b`));
      const arrows = source.split('\n').filter((line) => / --> (?!\[\*\])/.test(line) && !line.trim().startsWith('[*]'));
      expect(arrows).toHaveLength(transitionKeysOf(machine).length);
    });
  });
});
