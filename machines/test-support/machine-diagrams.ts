// Which diagrams docs/diagrams holds: one per machine exported by a machines/*.machine.ts file.
// Shared by the export script (`npm run diagrams`, which reads the files from disk) and the drift
// test (machines/diagrams.test.ts, which gets them from Vite), so both walk the same list.
import type { AnyStateMachine } from 'xstate';

export interface MachineDiagram {
  /** The diagram's file name without `.md`, e.g. `normal-flow`. */
  name: string;
  /** The machine's file in machines/, e.g. `normal-flow.machine.ts`. */
  sourceFile: string;
  machine: AnyStateMachine;
}

export const isMachineFile = (file: string): boolean => file.endsWith('.machine.ts');

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;
}

/** `normal-flow.machine.ts` → `normal-flow`; a file with several machines adds each one's id. */
function diagramNameOf(file: string, machine: AnyStateMachine, machinesInFile: number): string {
  const base = file.replace(/\.machine\.ts$/, '');
  return machinesInFile > 1 ? `${base}-${machine.id}` : base;
}

/** Every machine of the given modules (keyed by file name), sorted by file. */
export function machineDiagramsOf(modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>): MachineDiagram[] {
  return Object.keys(modules)
    .filter(isMachineFile)
    .sort()
    .flatMap((sourceFile) => {
      const machines = Object.values(modules[sourceFile] ?? {}).filter(isMachine);
      return machines.map((machine) => ({ name: diagramNameOf(sourceFile, machine, machines.length), sourceFile, machine }));
    });
}
