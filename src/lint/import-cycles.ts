// The import-cycle check of `npm run lint` (decision 017): no module of src/ or machines/ may reach
// itself through its imports, type-only ones included (which `import-x/no-cycle` skipped). A cycle
// is reported as the modules that import one another, one strongly connected group a line.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createImportGraph } from './import-graph';

const checkedFolders = ['src', 'machines'];
const sources = /\.(ts|tsx)$/;

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sources.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every group of modules under `root`'s src/ and machines/ that import one another, as sorted paths relative to `root`. */
export function importCycles(root: string): string[][] {
  const importsOf = createImportGraph(root);
  // Tarjan's strongly connected components, iteratively: a deep import chain must not overflow the stack.
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const start of checkedFolders.flatMap((folder) => sourceFilesUnder(path.join(root, folder)))) {
    if (index.has(start)) continue;
    const work: { file: string; pending: string[] }[] = [];
    const open = (file: string) => {
      index.set(file, index.size);
      lowLink.set(file, index.get(file)!);
      stack.push(file);
      onStack.add(file);
      work.push({ file, pending: [...importsOf(file)] });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const target = frame.pending.pop();
      if (target !== undefined) {
        if (!index.has(target)) open(target);
        else if (onStack.has(target)) lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.file);
      if (group.length > 1 || importsOf(frame.file).includes(frame.file)) cycles.push(group.map((file) => path.relative(root, file)).sort());
    }
  }
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = importCycles(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  for (const cycle of cycles) process.stderr.write(`import cycle of ${cycle.length} modules: ${cycle.join(', ')}\n`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
