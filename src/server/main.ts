// `npm start`: one process serving the SPA and the API on PORT (default 8080).
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
