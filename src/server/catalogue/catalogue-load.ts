// A catalogue directory loaded for serving (issue 30): checked as `npm run catalogue -- check`
// checks it, or refused with every mistake, one per `file:line: message`.
import { ConfigError } from '../errors/config-error';
import { checkCatalogue, formatIssue, type Catalogue, type CatalogueIssue } from './catalogue-check';

export type { Catalogue } from './catalogue-check';

/** A catalogue that failed its checks: a ConfigError, so the start is refused with the list and exit code 78. */
export class CatalogueError extends ConfigError {
  constructor(readonly issues: readonly CatalogueIssue[]) {
    super(`the catalogue has ${issues.length} ${issues.length === 1 ? 'mistake' : 'mistakes'}: ${issues.map(formatIssue).join('; ')}`);
  }
}

export async function loadCatalogue(dir: URL | string): Promise<Catalogue> {
  const checked = await checkCatalogue(dir);
  if (!checked.ok) throw new CatalogueError(checked.issues);
  return checked.catalogue;
}
