import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests load antd through its CommonJS build (package "main"); the shell and packages/ui
  // read antd's App context from `antd/es/app/context` (see docs/decisions/0010-light-components-first-pages.md), so point that at the same build.
  resolve: { alias: [{ find: /^antd\/es\/app(\/context)?$/, replacement: 'antd/lib/app$1' }] },
  test: {
    name: 'hr',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
