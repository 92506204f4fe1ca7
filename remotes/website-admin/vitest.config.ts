import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'website-admin',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
  },
});
