import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
