// `npm run deliveries -- failed`: the deliveries the job gave up on, without personal data.
// `npm run deliveries -- requeue <id>`: sends one of them again (failed → pending, due now).
// `npm run deliveries -- rotate <recipient id>`: a new signing secret for a recipient, printed once
// to hand over; the current ones keep signing for a 24-hour overlap (decision 019).
// Opens the database as `npm start` does (DATABASE_URL, or the embedded PGlite in DATA_DIR);
// with PGlite, stop the server first (one process owns its data directory).
import { isRecipientId } from '../applications/recipient-id';
import { createServices } from '../services';
import { formatFailedDeliveries } from './deliveries-cli-format';
import { failedRowsCommandOf, runFailedRowsCommand, usageError, withDatabase, type FailedRows } from './failed-rows-cli';
import { listFailedDeliveries, requeueFailedDelivery } from './failed-deliveries';

const usage = 'usage: npm run deliveries -- failed | requeue <delivery-id> | rotate <recipient-id>';

const failedDeliveries: FailedRows = {
  noun: 'delivery',
  list: async (db, now) => formatFailedDeliveries(await listFailedDeliveries(db, now)),
  requeue: requeueFailedDelivery,
};

async function run(args: readonly string[]): Promise<number> {
  const [command, id] = args;
  if (command === 'rotate') {
    if (!(id && isRecipientId(id))) return usageError(usage);
    return withDatabase(async (database, config) => {
      // The secrets are sealed with the document key: the composition root reads it as the server does.
      const { recipientSecrets } = await createServices(config, database);
      process.stdout.write(`${await recipientSecrets.rotate(id)}\n`);
      return 0;
    });
  }
  const order = failedRowsCommandOf(args);
  if (!order) return usageError(usage);
  return withDatabase((database) => runFailedRowsCommand(failedDeliveries, database.db, order));
}

process.exitCode = await run(process.argv.slice(2));
