/**
 * Builds the app once (dist-web/) and starts Vite's preview server on a free port; the tests read its address with
 * `inject('baseUrl')`. Waits for /usr/bin/chromium to exist (it may still be installing).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

export default async function setup(project: TestProject) {
  for (let waited = 0; !existsSync('/usr/bin/chromium') && waited < 600; waited++) await new Promise((resolve) => setTimeout(resolve, 1000));
  const configFile = `${root}vite.config.ts`;
  if (!process.env.PASYANS_E2E_NO_BUILD) await build({ configFile, logLevel: 'warn' });
  const server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server gave no address');
  project.provide('baseUrl', url);
  return async () => {
    await server.close();
  };
}
