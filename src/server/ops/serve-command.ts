// How the built server is started: package.json's `serve` script (`npm start` builds, then runs
// it). The bench and the Playwright suite start the same command, without npm in between, so
// that what they measure and test runs with the same settings as production.
import { readFileSync } from 'node:fs';

export interface ServeCommand {
  /** Environment the script sets before Node starts (the C library's allocator reads it then). */
  env: Record<string, string>;
  /** Node's own flags (the heap settings of issue 15). */
  nodeFlags: string[];
  /** The bundle to run, relative to the repository root. */
  entry: string;
}

/** NAME=value as sh reads it when nothing needs quoting or expanding; anything else is refused below. */
const assignment = /^([A-Z][A-Z0-9_]*)=([^\s'"$`\\]+)$/;

export function serveCommand(packageJson = new URL('../../../package.json', import.meta.url)): ServeCommand {
  const script = (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> }).scripts.serve ?? '';
  const words = script.split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  for (let match = assignment.exec(words[0] ?? ''); match; match = assignment.exec(words[0] ?? '')) {
    env[match[1] as string] = match[2] as string;
    words.shift();
  }
  const [node, ...args] = words;
  const entry = args.pop();
  if (node !== 'node' || !entry || args.some((arg) => !arg.startsWith('--'))) throw new Error(`package.json's serve script must be "[NAME=value ...] node [--flags] <bundle>", not: ${script}`);
  return { env, nodeFlags: args, entry };
}
