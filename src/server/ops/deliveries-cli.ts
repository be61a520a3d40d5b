// `npm run deliveries -- failed`: the deliveries the job gave up on, without personal data.
// `npm run deliveries -- requeue <id>`: sends one of them again (failed → pending, due now).
// `npm run deliveries -- rotate <recipient id>`: a new signing secret for a recipient, printed once
// to hand over; the current ones keep signing for a 24-hour overlap (decision 019).
// Opens the database as `npm start` does (DATABASE_URL, or the embedded PGlite in DATA_DIR);
// with PGlite, stop the server first (one process owns its data directory).
import { systemClock } from '../clock';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { isRecipientId } from '../applications/recipient-id';
import { createServices } from '../services';
import { formatFailedDeliveries } from './deliveries-cli-format';
import { listFailedDeliveries, requeueFailedDelivery } from './failed-deliveries';

const usage = 'usage: npm run deliveries -- failed | requeue <delivery-id> | rotate <recipient-id>';

async function run(args: readonly string[]): Promise<number> {
  const [command, id] = args;
  if (command !== 'failed' && command !== 'requeue' && command !== 'rotate') {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  if ((command === 'requeue' && !id) || (command === 'rotate' && !(id && isRecipientId(id)))) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const now = systemClock.now();
    if (command === 'rotate' && id && isRecipientId(id)) {
      // The secrets are sealed with the document key: the composition root reads it as the server does.
      const { recipientSecrets } = await createServices(config, database);
      process.stdout.write(`${await recipientSecrets.rotate(id)}\n`);
      return 0;
    }
    if (command === 'failed') {
      process.stdout.write(formatFailedDeliveries(await listFailedDeliveries(database.db, now)));
      return 0;
    }
    const result = await requeueFailedDelivery(database.db, id ?? '', now);
    if (result.outcome === 'requeued') {
      process.stdout.write(`requeued ${id}: pending, due now\n`);
      return 0;
    }
    process.stderr.write(result.outcome === 'not_found' ? `no delivery ${id}\n` : `refused: delivery ${id} is ${result.state}, not failed\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
