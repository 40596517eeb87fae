/**
 * Vite configuration for the browser app (src/web). `npx vite build` writes dist-web/; `npx vite preview` serves it.
 * JSX goes through Vite 8's Oxc transformer with Preact's automatic runtime (tsconfig: jsxImportSource preact).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: `${here}src/web`,
  base: './',
  publicDir: false,
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: `${here}dist-web`,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
  },
  server: { fs: { allow: [here] } },
  preview: { host: '127.0.0.1', port: 4173, strictPort: false },
});
