// `npm run flows -- export [DIR]`: writes each machine's definition as the JSON Stately Studio
// imports, to DIR or docs/flows. In Studio: a new machine, Import, and `createMachine(` + the
// file + `)`. The same files are served by /dev-flows (development only).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportFlows } from './flows-export';

const usage = 'usage: npm run flows -- export [DIR]   (DIR defaults to docs/flows)';
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function run([command, dir, ...rest]: readonly string[]): Promise<number> {
  if (command !== 'export' || rest.length > 0) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const files = await exportFlows(dir ? path.resolve(dir) : path.join(repository, 'docs/flows'));
  for (const file of files) process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
  return 0;
}

process.exitCode = await run(process.argv.slice(2));
