// The committed diagram of the マイページ machine (docs/diagrams/my-page.md) is what analysts read
// without the Stately inspector: it must match the machine. Run `npm run diagrams` after a change.
import { describe, expect, it } from 'vitest';
// Vite's ?raw import reads the file as text (machines/ has no file system access of its own).
import committed from '../docs/diagrams/my-page.md?raw';
import { myPageMachine } from './my-page.machine';
import { stateIdsOf } from './test-support/path-replay';
import { diagramMarkdownOf, mermaidOf } from './test-support/state-diagram';
import { transitionKeysOf } from './test-support/transition-coverage';

describe('my-page diagram', () => {
  it('is up to date (run `npm run diagrams` after changing the machine)', () => {
    expect(committed).toBe(diagramMarkdownOf('my-page.machine.ts', myPageMachine));
  });

  it('draws every state and one arrow per transition', () => {
    const source = mermaidOf(myPageMachine);
    for (const id of stateIdsOf(myPageMachine)) expect(source).toMatch(new RegExp(`\\b${id.replaceAll('.', '_')}\\b`));
    const arrows = source.split('\n').filter((line) => / --> (?!\[\*\])/.test(line) && !line.trim().startsWith('[*]'));
    expect(arrows).toHaveLength(transitionKeysOf(myPageMachine).length);
  });
});
