// drizzle-kit reads this to turn src/server/db/schema.ts into SQL migrations (`npm run db:generate`).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
