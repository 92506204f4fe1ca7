import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Core tables live in db/schema.ts; each business area keeps its own in modules/<area>/schema.ts.
  schema: ['./src/db/schema.ts', './src/modules/*/schema.ts'],
  // db:check points this at a temporary copy to see whether generate would add anything.
  out: process.env.DRIZZLE_OUT ?? './drizzle',
});
