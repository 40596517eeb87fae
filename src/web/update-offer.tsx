/**
 * The offer of a new version (docs/web.md, "Offline and updates"): "A new version is ready" with a Reload button,
 * shown over the table's foot with the other messages (messages.tsx). A new version is never forced on the player:
 * the service worker (pwa.ts) waits until Reload is pressed; × puts the offer away until the next visit.
 *
 * This module is in the first-load bundle and holds no service-worker code: pwa.ts, loaded after the table is dealt,
 * calls `offerUpdate` when a new version waits.
 */
import { useEffect, useState } from 'preact/hooks';
import type { T } from './i18n.js';

let accept: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Shows the offer; `onReload` takes the new version (the page reloads once it is in charge). */
export function offerUpdate(onReload: () => void): void {
  accept = onReload;
  for (const listener of listeners) listener();
}

export function UpdateOffer({ t }: { t: T }) {
  const [onReload, setOnReload] = useState<(() => void) | null>(() => accept);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const listener = () => {
      setOnReload(() => accept);
      setDismissed(false);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  if (!onReload || dismissed) return null;
  return (
    <div class="notice offer update-offer" role="status" data-testid="update-offer">
      {t('updateReady')}
      <span>
        <button type="button" data-action="update-reload" class="special" onClick={onReload}>{t('updateReload')}</button>{' '}
        <button type="button" onClick={() => setDismissed(true)} aria-label={t('close')}>×</button>
      </span>
    </div>
  );
}
