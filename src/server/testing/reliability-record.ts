// The soak suites' figures (`npm run soak`, issue 26) go into docs/reliability.md, each suite into
// its own marked block, so a run rewrites its own figures and leaves the others' as they were.
import { readFileSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const reliabilityDoc = path.join(repositoryRoot, 'docs/reliability.md');

/** Where one suite's block starts and ends in docs/reliability.md. */
export function figureMarkers(suite: string): { start: string; end: string } {
  if (!/^[a-z0-9-]+$/.test(suite)) throw new Error(`a suite's name is lower-case words with dashes, not: ${suite}`);
  return { start: `<!-- figures:${suite} -->`, end: `<!-- /figures:${suite} -->` };
}

/** `doc` with the block of `suite` replaced by `body` (appended at the end when the doc has none). */
export function withFigures(doc: string, suite: string, body: string): string {
  const { start, end } = figureMarkers(suite);
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to < from) return `${doc.trimEnd()}\n\n${block}\n`;
  return doc.slice(0, from) + block + doc.slice(to + end.length);
}

/** The machine and the moment, for the line under each suite's figures. */
function runStamp(now = new Date()): string {
  return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.versions.node}, ${cpus().length} cores (${platform()} ${arch()})`;
}

/** The command that ran this suite: `npm run soak`, or the file alone (with the knobs given, such as FUZZ_CASES). */
function commandOfThisRun(): string {
  const knobs = Object.entries(process.env)
    .filter(([name]) => /^(FUZZ|CRASH)_[A-Z]+$/.test(name))
    .map(([name, value]) => `${name}=${value} `)
    .join('');
  if (process.env.npm_lifecycle_event === 'soak') return `${knobs}npm run soak`;
  const file = expect.getState().testPath;
  return `${knobs}UTSURU_TEST_SCOPE=soak npx vitest run ${file ? path.relative(repositoryRoot, file) : ''}`.trim();
}

/**
 * Writes a soak suite's figures (Markdown) under its heading in docs/reliability.md, with the
 * command that produced them and when. Only a soak run writes (`npm run soak`, or one soak file
 * with UTSURU_TEST_SCOPE=soak): a suite imported any other way leaves the document alone.
 */
export function recordFigures(suite: string, markdown: string): void {
  if (process.env.UTSURU_TEST_SCOPE !== 'soak') return;
  const body = `${markdown.trim()}\n\nMeasured by \`${commandOfThisRun()}\`, ${runStamp()}.`;
  writeFileSync(reliabilityDoc, withFigures(readFileSync(reliabilityDoc, 'utf8'), suite, body));
}
