/**
 * Offline and updates (issue 10, item 1; docs/web.md): a new version is offered and never forced. pwa.ts with the
 * plugin's registration and the offer stubbed: what reloads the page, and when.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'virtual:pwa-register';

const plugin = vi.hoisted(() => ({ options: undefined as RegisterSWOptions | undefined, updates: 0, accept: undefined as (() => void) | undefined }));
vi.mock('virtual:pwa-register', () => ({
  registerSW(options: RegisterSWOptions) {
    plugin.options = options;
    return async () => {
      plugin.updates += 1;
    };
  },
}));
vi.mock('./update-offer.js', () => ({
  offerUpdate(accept: () => void) {
    plugin.accept = accept;
  },
}));

const { registerServiceWorker } = await import('./pwa.js');

/** The page's side: its service-worker container (controller changes) and its reloads; what the app saved first. */
function fakePage() {
  const container = new EventTarget();
  const reload = vi.fn();
  const saved: string[] = [];
  vi.stubGlobal('navigator', { serviceWorker: container, onLine: true });
  vi.stubGlobal('location', { reload });
  registerServiceWorker(async () => {
    saved.push(`saved before ${plugin.updates} updates and ${reload.mock.calls.length} reloads`);
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { reload, saved, settle, takeCharge: () => container.dispatchEvent(new Event('controllerchange')) };
}

describe('pwa.ts: updates offered, never forced', () => {
  beforeEach(() => {
    plugin.options = undefined;
    plugin.updates = 0;
    plugin.accept = undefined;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('issue 10, item 1: a waiting version is offered, and nothing reloads the page until the player presses Reload', async () => {
    const page = fakePage();
    // The first visit's worker takes charge (clientsClaim): no reload.
    page.takeCharge();
    expect(plugin.accept).toBeUndefined();
    plugin.options!.onNeedRefresh!();
    expect(plugin.accept).toBeTypeOf('function');
    await page.settle();
    expect(page.reload).not.toHaveBeenCalled();
    expect(plugin.updates).toBe(0);
    // Reload: the game is saved, then the waiting worker is told to take charge; the page reloads once it has.
    plugin.accept!();
    await page.settle();
    expect(page.saved).toEqual(['saved before 0 updates and 0 reloads']);
    expect(plugin.updates).toBe(1);
    expect(page.reload).not.toHaveBeenCalled();
    page.takeCharge();
    plugin.options!.onNeedReload!();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('issue 10, item 1: a new version put in charge by another tab does not reload this one; its own Reload does', async () => {
    const page = fakePage();
    plugin.options!.onNeedRefresh!();
    page.takeCharge();
    plugin.options!.onNeedReload!();
    await page.settle();
    expect(page.reload).not.toHaveBeenCalled();
    // No worker waits any more: Reload saves and reloads at once.
    plugin.accept!();
    await page.settle();
    expect(page.saved).toEqual(['saved before 0 updates and 0 reloads']);
    expect(plugin.updates).toBe(0);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
