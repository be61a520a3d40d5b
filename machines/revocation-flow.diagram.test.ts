// The committed diagram of the addition flow (docs/diagrams/revocation-flow.md) is what analysts read
// without the Stately inspector: it must match the machine. Run `npm run diagrams` after a change.
import { describe, expect, it } from 'vitest';
// Vite's ?raw import reads the file as text (machines/ has no file system access of its own).
import committed from '../docs/diagrams/revocation-flow.md?raw';
import { revocationFlowMachine } from './revocation-flow.machine';
import { stateIdsOf } from './test-support/path-replay';
import { diagramMarkdownOf, mermaidOf } from './test-support/state-diagram';
import { transitionKeysOf } from './test-support/transition-coverage';

describe('revocation-flow diagram', () => {
  it('is up to date (run `npm run diagrams` after changing the machine)', () => {
    expect(committed).toBe(diagramMarkdownOf('revocation-flow.machine.ts', revocationFlowMachine));
  });

  it('draws every state and one arrow per transition', () => {
    const source = mermaidOf(revocationFlowMachine);
    for (const id of stateIdsOf(revocationFlowMachine)) expect(source).toMatch(new RegExp(`\\b${id.replaceAll('.', '_')}\\b`));
    const arrows = source.split('\n').filter((line) => / --> (?!\[\*\])/.test(line) && !line.trim().startsWith('[*]'));
    expect(arrows).toHaveLength(transitionKeysOf(revocationFlowMachine).length);
  });
});
