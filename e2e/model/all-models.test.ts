// A new flow machine cannot miss its browser model (issue 29): every machine of machines/ has one,
// or is named in all-models.ts as no resident's flow, with why.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineModules } from '#machines/all-machines';
import { browserModels, notFlows } from './all-models';

const machinesOf = (module: Readonly<Record<string, unknown>>) =>
  Object.values(module).filter((value): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value && 'config' in value);

describe('the browser models', () => {
  it('cover every flow machine of machines/', () => {
    const modelled = new Set(browserModels.map(({ machine }) => machine.id));
    const missing = Object.entries(machineModules)
      .filter(([file]) => !(file in notFlows))
      .flatMap(([file, module]) => machinesOf(module).filter((machine) => !modelled.has(machine.id)).map((machine) => `${file}: ${machine.id}`));
    expect(missing).toEqual([]);
  });

  it('name only machines that exist as no flow', () => {
    expect(Object.keys(notFlows).filter((file) => !(file in machineModules))).toEqual([]);
  });
});
