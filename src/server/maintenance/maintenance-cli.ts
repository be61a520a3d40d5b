// `npm run maintenance -- on ["sentence"] | off | status` (issue 30): the operator's maintenance
// window, during which every API call answers TEMPORARILY and the resident's page says so.
// With DATABASE_URL it writes the row itself (every instance reads it within a few seconds);
// with the embedded PGlite, which the running server owns, it asks that server (PUBLIC_URL's
// /ops/maintenance, with OPERATOR_TOKEN when one is set).
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { databaseTarget, maintenanceOrderOf, runMaintenanceOrder, serverTarget } from './maintenance-command';

async function run(args: readonly string[]): Promise<number> {
  const order = maintenanceOrderOf(args);
  if ('problem' in order) {
    process.stderr.write(`${order.problem}\n`);
    return 2;
  }
  const config = readConfig();
  if (!config.databaseUrl) {
    process.stdout.write(await runMaintenanceOrder(order, serverTarget(config.publicUrl, config.operatorToken)));
    return 0;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    process.stdout.write(await runMaintenanceOrder(order, databaseTarget(database.db)));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
