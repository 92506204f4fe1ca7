import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One embedded PostgreSQL for the whole run, with a migrated + seeded template database.
    globalSetup: ['./test/global-setup.ts'],
    // Each test fails if its code sent two queries at once on one pg client.
    setupFiles: ['./test/one-query-per-client.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
