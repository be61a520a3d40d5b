// `npm run diagrams`: writes every machine of machines/*.machine.ts as a Mermaid state diagram
// to docs/diagrams/<machine>.md, for analysts without network access to the Stately inspector.
// machines/diagrams.test.ts fails when a committed diagram is stale, missing or left over.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMachineFile, machineDiagramsOf } from '#machines/test-support/machine-diagrams';
import { diagramMarkdownOf } from '#machines/test-support/state-diagram';

const here = path.dirname(fileURLToPath(import.meta.url));
const machinesDir = path.resolve(here, '../../machines');

async function main(): Promise<void> {
  const files = (await readdir(machinesDir)).filter(isMachineFile);
  const modules = Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, (await import(pathToFileURL(path.join(machinesDir, file)).href)) as Record<string, unknown>] as const)),
  );
  for (const { name, sourceFile, machine } of machineDiagramsOf(modules)) {
    const target = path.join(here, `${name}.md`);
    await writeFile(target, diagramMarkdownOf(sourceFile, machine));
    process.stdout.write(`${path.relative(process.cwd(), target)}\n`);
  }
}

await main();
