// The catalogues processes served, in the database (decision 032): each distinct content once,
// with when a process last loaded it, so `npm run catalogue -- diff` compares a directory with
// what the running service serves, wherever it runs.
import { desc } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { catalogueVersions } from '../db/schema';
import type { Catalogue, CatalogueContent } from './catalogue-check';

/** Records that a process serves this catalogue from `at` on. */
export async function recordCatalogue(db: Db, { hash, content }: Pick<Catalogue, 'hash' | 'content'>, at: Date): Promise<void> {
  await db.insert(catalogueVersions).values({ hash, content, loadedAt: at }).onConflictDoUpdate({ target: catalogueVersions.hash, set: { loadedAt: at } });
}

export interface ServedCatalogue {
  hash: string;
  content: CatalogueContent;
  loadedAt: Date;
}

/** The catalogue a process loaded last, or null before any process recorded one. */
export async function latestCatalogue(db: Db): Promise<ServedCatalogue | null> {
  const [row] = await db.select().from(catalogueVersions).orderBy(desc(catalogueVersions.loadedAt)).limit(1);
  return row ? { hash: row.hash, content: row.content as CatalogueContent, loadedAt: row.loadedAt } : null;
}
