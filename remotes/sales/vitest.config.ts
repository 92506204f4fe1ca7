import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sales',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 120_000,
  },
});
