/**
 * End-to-end tests of the browser app: `npx vitest run -c vitest.e2e.config.ts`. The global setup builds the app
 * once and serves it with Vite's preview server on a free port; the tests drive headless Chromium via playwright-core.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/web/e2e/**/*.e2e.test.ts'],
    globalSetup: ['src/web/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    maxWorkers: 1,
    env: { PASYANS_E2E: '1' },
  },
});
