// The soak suites' figures (`npm run soak`, issue 26) go into docs/reliability.md, each suite into
// its own marked block, so a run rewrites its own figures and leaves the others' as they were.
import { readFileSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform } from 'node:os';

const reliabilityDoc = new URL('../../../docs/reliability.md', import.meta.url);

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

/**
 * Writes a soak suite's figures (Markdown) under its heading in docs/reliability.md, with the
 * command that produced them and when. Only `npm run soak` writes: a suite run any other way
 * (one file while writing it) leaves the document alone.
 */
export function recordFigures(suite: string, command: string, markdown: string): void {
  if (process.env.UTSURU_TEST_SCOPE !== 'soak') return;
  const body = `${markdown.trim()}\n\nMeasured by \`${command}\`, ${runStamp()}.`;
  writeFileSync(reliabilityDoc, withFigures(readFileSync(reliabilityDoc, 'utf8'), suite, body));
}
