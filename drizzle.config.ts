import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the table definitions and committed; they are applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './migrations',
});
