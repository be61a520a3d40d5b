// How the built server is started: package.json's `serve` script (`npm start` builds, then runs
// it). The bench and the Playwright suite start the same command, without npm in between, so
// that what they measure and test runs with the same V8 settings as production.
import { readFileSync } from 'node:fs';

export interface ServeCommand {
  /** Node's own flags (the heap settings of issue 15). */
  nodeFlags: string[];
  /** The bundle to run, relative to the repository root. */
  entry: string;
}

export function serveCommand(packageJson = new URL('../../../package.json', import.meta.url)): ServeCommand {
  const script = (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> }).scripts.serve ?? '';
  const [node, ...args] = script.split(/\s+/).filter(Boolean);
  const entry = args.pop();
  if (node !== 'node' || !entry || args.some((arg) => !arg.startsWith('--'))) throw new Error(`package.json's serve script must be "node [--flags] <bundle>", not: ${script}`);
  return { nodeFlags: args, entry };
}
