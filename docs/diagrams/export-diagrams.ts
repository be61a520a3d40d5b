// `npm run diagrams`: writes every machine of machines/*.machine.ts as a Mermaid state diagram
// to docs/diagrams/<machine>.md, for analysts without network access to the Stately inspector.
// machines/normal-flow.diagram.test.ts fails when the committed normal-flow diagram is stale.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { diagramMarkdownOf } from '#machines/test-support/state-diagram';

const here = path.dirname(fileURLToPath(import.meta.url));
const machinesDir = path.resolve(here, '../../machines');

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;
}

/** `normal-flow.machine.ts` → `normal-flow`; a file with several machines adds each one's id. */
export function diagramNameOf(file: string, machine: AnyStateMachine, machinesInFile: number): string {
  const base = file.replace(/\.machine\.ts$/, '');
  return machinesInFile > 1 ? `${base}-${machine.id}` : base;
}

async function main(): Promise<void> {
  const files = (await readdir(machinesDir)).filter((file) => file.endsWith('.machine.ts')).sort();
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(path.join(machinesDir, file)).href);
    const machines = Object.values(module).filter(isMachine);
    for (const machine of machines) {
      const target = path.join(here, `${diagramNameOf(file, machine, machines.length)}.md`);
      await writeFile(target, diagramMarkdownOf(file, machine));
      process.stdout.write(`${path.relative(process.cwd(), target)}\n`);
    }
  }
}

await main();
