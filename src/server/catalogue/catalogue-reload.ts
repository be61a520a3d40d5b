// A catalogue reload (issue 30, decision 032): on SIGHUP the process checks CATALOGUE_DIR again
// and serves it whole from then on; a catalogue with mistakes is refused with every mistake
// logged, and the previous one keeps serving. Each served catalogue is recorded in the database
// (`catalogue -- diff` compares with it). A filed application keeps the endpoints its rows kept.
import type { AppConfig } from '../config';
import type { Db } from '../db/database-handle';
import { createRecipientDirectory } from '../deliveries/recipient-directory';
import { currentCatalogue, serveCatalogue } from '../domain/domain-data';
import { defaultCatalogueDir } from '../domain/catalogue-directory';
import { ConfigError } from '../errors/config-error';
import { checkCatalogue, formatIssue, type Catalogue } from './catalogue-check';
import { recordCatalogue } from './catalogue-versions';

interface ReloadLogger {
  info(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

export interface CatalogueReloads {
  /** Checks the directory again and serves it when it passes; whether it does. */
  reload(): Promise<boolean>;
  /** Stops listening for SIGHUP. */
  stop(): void;
}

interface ReloadOptions {
  config: AppConfig;
  db: Db;
  logger: ReloadLogger;
  now?: () => Date;
}

/** What main.ts calls once the database is open: records the catalogue it serves and reloads it on each SIGHUP. */
export async function reloadCatalogueOnHangup({ config, db, logger, now = () => new Date() }: ReloadOptions): Promise<CatalogueReloads> {
  const dir = config.catalogueDir ?? defaultCatalogueDir;
  const record = async (catalogue: Catalogue) => {
    // The record only serves `diff`: a database that refuses it does not stop the serving.
    await recordCatalogue(db, catalogue, now()).catch((error: unknown) => logger.error({ err: error }, 'catalogue: could not record the served catalogue'));
  };
  await record(await currentCatalogue());

  const reloadOnce = async (): Promise<boolean> => {
    const checked = await checkCatalogue(dir);
    const mistakes = checked.ok ? refusedInProduction(config, checked.catalogue) : checked.issues.map(formatIssue);
    if (!checked.ok || mistakes.length > 0) {
      logger.error({ mistakes }, 'catalogue reload refused: the previous catalogue keeps serving');
      return false;
    }
    const previous = await currentCatalogue();
    serveCatalogue(checked.catalogue);
    await record(checked.catalogue);
    logger.info({ hash: checked.catalogue.hash, changed: checked.catalogue.hash !== previous.hash }, 'catalogue reloaded');
    return true;
  };
  // One reload at a time: a second SIGHUP waits for the first.
  let running: Promise<boolean> = Promise.resolve(true);
  const reload = () => (running = running.then(reloadOnce, reloadOnce));
  const onHangup = () => void reload();
  process.on('SIGHUP', onHangup);
  return { reload, stop: () => process.off('SIGHUP', onHangup) };
}

/** The start's own refusal (a development inbox among production recipients), applied to a reload too. */
function refusedInProduction(config: AppConfig, catalogue: Catalogue): string[] {
  try {
    createRecipientDirectory(config, catalogue);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [error.message];
    throw error;
  }
}
