import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'verification',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
