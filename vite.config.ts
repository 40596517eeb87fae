/**
 * Vite configuration for the browser app (src/web). `npx vite build` writes dist-web/; `npx vite preview` serves it.
 * JSX goes through Vite 8's Oxc transformer with Preact's automatic runtime (tsconfig: jsxImportSource preact).
 *
 * Offline and installable (docs/web.md, "Offline and updates"): vite-plugin-pwa writes the web app manifest and a
 * Workbox service worker (generateSW) that precaches every file of the build, the solver's worker chunk, the rules
 * pages, the classic card faces' sprite and the sounds included. `registerType: 'prompt'`: a new version waits until the player says Reload (src/web/pwa.tsx).
 *
 * Security (docs/web.md, "Content-Security-Policy"): the build's index.html carries `CONTENT_SECURITY_POLICY` in a
 * meta tag (the dev server's does not: it injects CSS as inline <style>); `vite preview` also sends the one directive
 * a meta tag cannot carry, `frame-ancestors`, as a header.
 */
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Felt green of the table (style.css `--felt-dark`, the toolbar): the browser's bar and the splash screen. */
const THEME_COLOUR = '#155a30';

/**
 * The policy of the built app: nothing but its own origin, no inline script or style, no eval, no plugins, no frames.
 * `style-src 'self'` suffices because the only styles the app sets at run time are CSSOM properties (Preact's style
 * props), which CSP does not govern; index.html has no style attribute. Each directive is checked by
 * src/web/e2e/security.e2e.test.ts.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Puts the policy in a meta tag right after the charset of the built index.html (build only: see above). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'pasyans-content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const charset = '<meta charset="utf-8" />';
        if (!html.includes(charset)) throw new Error(`index.html has no ${charset} to put the Content-Security-Policy after`);
        return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`);
      },
    },
  };
}

export default defineConfig({
  root: `${here}src/web`,
  base: './',
  publicDir: `${here}src/web/public`,
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
    ],
  },
  plugins: [
    contentSecurityPolicy(),
    VitePWA({
      registerType: 'prompt',
      // src/web/pwa.tsx registers the worker through `virtual:pwa-register` once the table is dealt: no inline script.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: './',
        name: 'Pasyans — Пасьянс',
        short_name: 'Pasyans',
        description: 'Eight patience games from old Russian solitaire books. Восемь пасьянсов из старых русских книг.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#1d6b3a',
        theme_color: THEME_COLOUR,
        categories: ['games'],
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wav}'],
        navigateFallback: 'index.html',
        // The first visit is served by the network and is the same build: take it over at once, so it works offline
        // without a reload. An update still waits for the player (no skipWaiting until they press Reload).
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: `${here}dist-web`,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
  },
  server: { fs: { allow: [here] } },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: false,
    headers: { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Content-Type-Options': 'nosniff' },
  },
});
