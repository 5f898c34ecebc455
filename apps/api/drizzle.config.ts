// `npm run db:generate` (from the repo root) writes SQL migrations for the schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/platform/db/schema/index.ts',
  out: './apps/api/migrations',
});
