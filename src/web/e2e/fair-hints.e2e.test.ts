/**
 * "Hints see only what I see" (issue 27, item 4; docs/web.md, "The solver at the table"): with the setting on, the
 * indicator shows the chance to win from the samples of the player that does not peek, and the hint is that player's
 * move. Both are checked against the fair player run here in Node on the same game (its budget is in samples and
 * positions and its samples are seeded from the view, so the browser's worker gives the very same answer).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index.js';
import { shuffledDeck } from '../../core/deal.js';
import { defaultOptions } from '../../core/options.js';
import { chooseMove, playFair, viewAfterMoves } from '../../solver/fair/index.js';
import { moveToText } from '../link.js';
import { FAIR_HINT_SETTINGS, chancePercent } from '../fair-hint.js';
import { linkQuery } from './fixtures.js';
import { SCREENSHOTS, clickToolbar, openApp, reloadApp, useChromium } from './helpers.js';

describe('hints that see only what the player sees', () => {
  const suite = useChromium();

  it('shows the fair player\'s chance to win instead of the verdict, and its move as the hint; the setting is kept', async () => {
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    const seed = 5;
    // A game in progress: the first moves of the fair player itself (a small budget: any legal moves would do).
    const played = playFair(game, { seed }, options, { samples: 8, states: 500 }).moves.slice(0, 8);
    expect(played.length).toBe(8);
    const choice = chooseMove(game, viewAfterMoves(game, shuffledDeck(seed, game.deckSize(options)), options, played), options, FAIR_HINT_SETTINGS);
    expect(choice.move).not.toBeNull();
    const percent = chancePercent(choice.chance);

    const p = await suite.page();
    await openApp(p, suite.baseUrl, linkQuery(game, options, seed, played));
    await p.waitForSelector('.solver-indicator[data-verdict]', { timeout: 15_000 }); // the verdict, by default
    await clickToolbar(p, 'settings');
    expect(await p.locator('label:has(input[name="fairHints"])').textContent()).toContain('Hints see only what I see');
    expect(await p.isChecked('input[name="fairHints"]')).toBe(false);
    await p.check('input[name="fairHints"]');
    await p.click('.dialog .close');

    await p.waitForSelector(`.solver-indicator[data-chance="${percent}"]`, { timeout: 20_000 });
    expect(await p.locator('.solver-indicator').textContent()).toBe(`About ${percent} %`);
    expect(await p.locator('.solver-indicator[data-verdict]').count()).toBe(0);
    await p.keyboard.press('h');
    await p.waitForSelector('[data-hint="move"]');
    expect(await p.locator('[data-hint="move"]').getAttribute('data-move')).toBe(moveToText(choice.move!));
    await p.screenshot({ path: join(SCREENSHOTS, 'klondike-fair-hint.png') });

    // The setting is saved, and named in Russian too.
    await reloadApp(p);
    await p.waitForSelector(`.solver-indicator[data-chance="${percent}"]`, { timeout: 20_000 });
    await clickToolbar(p, 'language');
    expect(await p.locator('.solver-indicator').textContent()).toBe(`Около ${percent} %`);
    await clickToolbar(p, 'settings');
    expect(await p.isChecked('input[name="fairHints"]')).toBe(true);
    expect(await p.locator('label:has(input[name="fairHints"])').textContent()).toContain('Подсказки видят только то, что вижу я');
    await p.context().close();
  });
});
