// `npm run mail -- failed`: the mails to residents the job gave up on, without personal data.
// `npm run mail -- requeue <id>`: sends one of them again (failed → pending, due now).
// Opens the database as `npm start` does (DATABASE_URL, or the embedded PGlite in DATA_DIR);
// with PGlite, stop the server first (one process owns its data directory).
import { formatFailedMails, listFailedMails, requeueFailedMail } from '../mail/failed-mails';
import { failedRowsCommandOf, runFailedRowsCommand, usageError, withDatabase, type FailedRows } from './failed-rows-cli';

const usage = 'usage: npm run mail -- failed | requeue <mail-id>';

const failedMails: FailedRows = {
  noun: 'mail',
  list: async (db, now) => formatFailedMails(await listFailedMails(db, now)),
  requeue: requeueFailedMail,
};

async function run(args: readonly string[]): Promise<number> {
  const order = failedRowsCommandOf(args);
  if (!order) return usageError(usage);
  return withDatabase((database) => runFailedRowsCommand(failedMails, database.db, order));
}

process.exitCode = await run(process.argv.slice(2));
