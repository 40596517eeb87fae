import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['src/web/e2e/**', 'node_modules/**'],
    testTimeout: 120_000,
  },
});
