// `npm run mail -- failed`: the mails to residents the job gave up on, without personal data.
// `npm run mail -- requeue <id>`: sends one of them again (failed → pending, due now).
// Opens the database as `npm start` does (DATABASE_URL, or the embedded PGlite in DATA_DIR);
// with PGlite, stop the server first (one process owns its data directory).
import { systemClock } from '../clock';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { formatFailedMails, listFailedMails, requeueFailedMail } from '../mail/failed-mails';

const usage = 'usage: npm run mail -- failed | requeue <mail-id>';

async function run(args: readonly string[]): Promise<number> {
  const [command, id] = args;
  if ((command !== 'failed' && command !== 'requeue') || (command === 'requeue' && !id)) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const now = systemClock.now();
    if (command === 'failed') {
      process.stdout.write(formatFailedMails(await listFailedMails(database.db, now)));
      return 0;
    }
    const result = await requeueFailedMail(database.db, id ?? '', now);
    if (result.outcome === 'requeued') {
      process.stdout.write(`requeued ${id}: pending, due now\n`);
      return 0;
    }
    process.stderr.write(result.outcome === 'not_found' ? `no mail ${id}\n` : `refused: mail ${id} is ${result.state}, not failed\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
