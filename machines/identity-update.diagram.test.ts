// The committed diagram of the identity-update machine (docs/diagrams/identity-update.md) is
// what analysts read without the Stately inspector: it must match the machine. Run
// `npm run diagrams` after a change.
import { describe, expect, it } from 'vitest';
// Vite's ?raw import reads the file as text (machines/ has no file system access of its own).
import committed from '../docs/diagrams/identity-update.md?raw';
import { identityUpdateMachine } from './identity-update.machine';
import { stateIdsOf } from './test-support/path-replay';
import { diagramMarkdownOf, mermaidOf } from './test-support/state-diagram';
import { transitionKeysOf } from './test-support/transition-coverage';

describe('identity-update diagram', () => {
  it('is up to date (run `npm run diagrams` after changing the machine)', () => {
    expect(committed).toBe(diagramMarkdownOf('identity-update.machine.ts', identityUpdateMachine));
  });

  it('draws every state and one arrow per transition', () => {
    const source = mermaidOf(identityUpdateMachine);
    for (const id of stateIdsOf(identityUpdateMachine)) expect(source).toMatch(new RegExp(`\\b${id.replaceAll('.', '_')}\\b`));
    const arrows = source.split('\n').filter((line) => / --> (?!\[\*\])/.test(line) && !line.trim().startsWith('[*]'));
    expect(arrows).toHaveLength(transitionKeysOf(identityUpdateMachine).length);
  });
});
