import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Core tables live in platform/db/schema.ts; each module keeps its own in <region>/<module>/schema.ts.
  schema: ['./src/*/*/schema.ts'],
  // db:check points this at a temporary copy to see whether generate would add anything.
  out: process.env.DRIZZLE_OUT ?? './drizzle',
});
