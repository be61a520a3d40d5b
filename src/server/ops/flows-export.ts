// What `npm run flows -- export [DIR]` writes: each machine of machines/ as the XState v5
// machine config that Stately Studio imports (studio-config.ts), one `<name>.json` per machine,
// named as `npm run diagrams` names the Mermaid diagrams.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { machineModules } from '#machines/all-machines';
import { machineDiagramsOf } from '#machines/test-support/machine-diagrams';
import { studioJsonOf } from '#shared/statechart/studio-config';

/** Writes every machine's JSON into `dir` (made when missing); returns the files written. */
export async function exportFlows(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  return Promise.all(
    machineDiagramsOf(machineModules).map(async ({ name, machine }) => {
      const file = path.join(dir, `${name}.json`);
      await writeFile(file, studioJsonOf(machine));
      return file;
    }),
  );
}
