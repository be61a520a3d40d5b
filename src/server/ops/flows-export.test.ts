// `npm run flows -- export` writes, for every machine of machines/, JSON that is an XState v5
// machine config (what Stately Studio imports): built again with createMachine, it has the same
// states and the same transitions as the machine itself.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMachine } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineModules } from '#machines/all-machines';
import { machineDiagramsOf } from '#machines/test-support/machine-diagrams';
import { stateIdsOf } from '#machines/test-support/path-replay';
import { transitionKeysOf } from '#machines/test-support/transition-coverage';
import { exportFlows } from './flows-export';

const machines = machineDiagramsOf(machineModules);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'utsuru-flows-'));
  await exportFlows(path.join(dir, 'flows'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run flows -- export', () => {
  it('writes one JSON file per machine, into a directory it makes', async () => {
    expect((await readdir(path.join(dir, 'flows'))).sort()).toEqual(machines.map(({ name }) => `${name}.json`).sort());
    expect(machines.map(({ machine }) => machine.id)).toEqual(expect.arrayContaining(['normalFlow', 'additionFlow', 'revocationFlow', 'signing', 'identityUpdate', 'myPage', 'readiness']));
  });

  it.each(machines.map(({ name, machine }) => [name, machine] as const))('%s: a machine config with the machine’s states and transitions', async (name, machine) => {
    const config = JSON.parse(await readFile(path.join(dir, 'flows', `${name}.json`), 'utf8')) as Parameters<typeof createMachine>[0];
    expect(config.id).toBe(machine.id);
    const rebuilt = createMachine(config);
    expect(stateIdsOf(rebuilt).sort()).toEqual(stateIdsOf(machine).sort());
    expect(transitionKeysOf(rebuilt).sort()).toEqual(transitionKeysOf(machine).sort());
  });
});
