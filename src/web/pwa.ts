/**
 * Offline and updates (docs/web.md, "Offline and updates"): registers the service worker that vite-plugin-pwa builds
 * (Workbox, every file of the build precached, so the app starts and plays with the network off after one visit).
 * Loaded by main.tsx after the table is dealt, so neither it nor workbox-window is first-load JavaScript.
 *
 * A new version is offered, never forced (`registerType: 'prompt'`, vite.config.ts): when a new service worker
 * waits, `offerUpdate` shows "A new version is ready. Reload". Only when the player presses Reload does the page save
 * what it has (`beforeReload`), tell the waiting worker to take over, and reload once it has. When another tab's
 * Reload put the new version in charge, this tab still waits for its own player's Reload.
 */
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-offer.js';

/** How often an open app asks whether a new version was published (an app left open on a phone for days). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(beforeReload: () => Promise<void>): void {
  if (!('serviceWorker' in navigator)) return;
  let accepted = false;
  let takenOver = false;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  // A worker taking charge after the player's Reload (also on the first visit, which Workbox does not call an update).
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) reload();
  });
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      offerUpdate(() => {
        accepted = true;
        void beforeReload()
          .catch(() => undefined)
          .then(() => (takenOver ? reload() : updateServiceWorker()));
      });
    },
    // A new version took charge of this page: reload if this tab's player asked for it; else the offer stays.
    onNeedReload() {
      if (accepted) reload();
      else takenOver = true;
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
