// `npm run catalogue -- check DIR`: checks a catalogue directory as the service would load it
// (its JSON Schemas, then the domain's rules and those across files) and prints every mistake as
// `file:line: message`. Exit code 0 when valid, 1 otherwise.
// `npm run catalogue -- diff DIR`: what serving DIR would change against the catalogue the
// running service last loaded, as recorded in its database (DATABASE_URL, or the embedded
// PGlite in DATA_DIR: with PGlite, stop the server first). Exit code 0 when nothing changes,
// 1 when something does, 2 for a usage error or a directory with mistakes (like diff(1)).
import path from 'node:path';
import { checkCatalogue, formatIssue, type Catalogue } from '../catalogue/catalogue-check';
import { diffCatalogues, formatChanges } from '../catalogue/catalogue-diff';
import { latestCatalogue } from '../catalogue/catalogue-versions';
import { usageError, withDatabase } from './failed-rows-cli';

const usage = 'usage: npm run catalogue -- check DIR | diff DIR';

const summary = ({ participation, lifeline, content, hash }: Catalogue): string =>
  `${participation.all.length} municipalities, ${lifeline.all.length} lifeline businesses, ${(content['campaigns.json'] as unknown[]).length} campaigns, ` +
  `${(content['counter-procedures.json'] as unknown[]).length} counter procedures; sha256 ${hash}`;

async function run([command, dir]: readonly string[]): Promise<number> {
  if ((command !== 'check' && command !== 'diff') || !dir) return usageError(usage);
  const checked = await checkCatalogue(path.resolve(dir));
  if (!checked.ok) {
    process.stderr.write(`${checked.issues.map(formatIssue).join('\n')}\n${dir}: ${checked.issues.length} ${checked.issues.length === 1 ? 'mistake' : 'mistakes'}\n`);
    return command === 'check' ? 1 : 2;
  }
  if (command === 'check') {
    process.stdout.write(`${dir}: valid (${summary(checked.catalogue)})\n`);
    return 0;
  }
  return withDatabase(async ({ db }) => {
    const served = await latestCatalogue(db);
    process.stdout.write(
      served
        ? `against the catalogue served since ${served.loadedAt.toISOString()} (sha256 ${served.hash})\n`
        : 'the database records no served catalogue yet (no server has started on it since migration 0020): every entry is new\n',
    );
    const changes = diffCatalogues(served?.content ?? null, checked.catalogue.content);
    process.stdout.write(formatChanges(changes));
    return changes.length > 0 ? 1 : 0;
  });
}

process.exitCode = await run(process.argv.slice(2));
