import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  // db:check points this at a temporary copy to see whether generate would add anything.
  out: process.env.DRIZZLE_OUT ?? './drizzle',
});
