/**
 * What a page shows once another page has the table (table-owner.ts; docs/web.md, "One table, one tab"): "Pasyans is
 * open in another tab", why only one plays, and *Play here*, which starts the page again — it then takes the table
 * back, with the game as the other page left it. It takes the table's place whole: nothing of a game stays on this
 * page to play, or to save over the other page's game. The button has the focus, so Enter takes the table back.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { T } from './i18n.js';

export function OtherTab({ t, onPlayHere }: { t: T; onPlayHere: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => button.current?.focus(), []);
  return (
    <main class="backdrop">
      <section class="dialog" role="alertdialog" aria-labelledby="other-tab-title" aria-describedby="other-tab-text" data-testid="other-tab">
        <header>
          <h2 id="other-tab-title">{t('otherTabTitle')}</h2>
        </header>
        <p id="other-tab-text" class="confirm-text">{t('otherTabText')}</p>
        <div class="confirm-buttons">
          <button type="button" ref={button} class="special" data-action="play-here" onClick={onPlayHere}>{t('otherTabPlayHere')}</button>
        </div>
      </section>
    </main>
  );
}
