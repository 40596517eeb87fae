/**
 * Issue 10, item 3: an accessibility audit in the browser tests. axe-core (through `@axe-core/playwright`, every rule
 * axe runs by default, none switched off) looks at every game's table a few moves in, the toolbar, the phone's "More"
 * menu, every dialog (End the game's question too) and the states that come and go (the play-out offer, a won and a
 * lost game, each hint and each verdict of the solver's indicator, the losing-move notice, a link's notice, Go, No
 * Go's badges and second-deal marks; the notice of a tab that gave up the table, issue 28), in English and Russian, at
 * a desktop's and a phone's size, and a table in both card faces, light and dark, on every table colour (issue 25,
 * item 1): no serious or critical violation.
 *
 * What axe does not judge (docs/web.md, "Accessibility"): a card's text under another card (axe leaves its contrast
 * undecided; the cards are SVG hidden from the accessibility tree, each pile's name says what lies on it), and
 * disabled buttons, exempt from contrast (WCAG 1.4.3, "inactive user interface components").
 *
 * `PASYANS_AXE_REPORT=1` prints every violation axe finds, of any impact, and the places where axe could not decide
 * a colour contrast.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { GAMES, GAME_LIST } from '../../games/index.js';
import type { Move } from '../../core/game.js';
import { gameStatus } from '../../core/engine.js';
import { defaultOptions } from '../../core/options.js';
import { solve } from '../../solver/index.js';
import { clickToolbar, facesDrawn, openApp, openMore, playOnTable, useChromium, waitForRest } from './helpers.js';
import { klondikeWonLine, linkQuery, openingOf, playout } from './fixtures.js';
import { CARD_FACES, TABLE_COLOURS } from '../themes.js';

const LANGUAGES = [
  { language: 'English', locale: 'en-US' },
  { language: 'Russian', locale: 'ru-RU' },
] as const;

const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844, touch: true } as const;

const DIALOGS = ['new', 'rules', 'stats', 'settings', 'link'] as const;

/** Each test opens many pages and runs axe on each (seconds apiece on a busy machine): more than the default minute. */
const AUDIT_TIMEOUT = 300_000;

/**
 * The serious and critical violations axe finds on the page as it is now (after any move has come to rest), each as
 * "where: rule (impact) at element: what is wrong". `include` limits the audit to part of the page.
 */
async function seriousViolations(p: Page, where: string, include?: string): Promise<string[]> {
  await waitForRest(p);
  let builder = new AxeBuilder({ page: p });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  if (process.env.PASYANS_AXE_REPORT) {
    for (const violation of results.violations) {
      for (const node of violation.nodes) console.log(`${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`);
    }
    for (const item of results.incomplete.filter((entry) => entry.id === 'color-contrast')) {
      for (const node of item.nodes) console.log(`${where}: color-contrast undecided at ${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`);
    }
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`));
}

/** Opens a dialog from the toolbar (through More on a phone) and waits until its content is there. */
async function openDialog(p: Page, dialog: (typeof DIALOGS)[number]): Promise<void> {
  if (dialog !== 'new') await openMore(p);
  await p.click(`[data-action="${dialog}"]`);
  await p.waitForSelector('.dialog');
  // Rules and Statistics load their content after they open ("…" until then).
  await p.waitForFunction(() => ![...document.querySelectorAll('.dialog p')].some((element) => element.textContent === '…'));
}

/** The Settings dialog's thinking time (ms), so that a search surely lasts (30 s) or surely runs out (1 s). */
async function setThinkingTime(p: Page, ms: number): Promise<void> {
  await openDialog(p, 'settings');
  await p.selectOption('select[name="thinkingMs"]', String(ms));
  await p.click('.dialog .close');
}

/**
 * Serves the solver's worker with a prefix that swallows every request, so the solver never answers: the indicator
 * says "searching" and the hint "Thinking…" for as long as the page is open, whatever the machine's speed (and the
 * worker takes no processor time).
 */
async function silenceSolver(p: Page): Promise<void> {
  await p.route('**/solver-worker*.js', async (route) => {
    const response = await route.fetch();
    const prefix = "self.addEventListener('message', (event) => event.stopImmediatePropagation());\n";
    await route.fulfill({ response, body: prefix + (await response.text()) });
  });
}

/** Waits for an answer to a hint (a move, lost, or unknown; not "Thinking…"). */
async function waitForHint(p: Page): Promise<void> {
  await p.waitForSelector('[data-hint]:not([data-hint="searching"])', { timeout: 30_000 });
}

/**
 * Go, No Go deal 1 under the default rules: the prefix of the solver's winning line and a move from the position it
 * reaches that the solver proves lost (the losing-move notice's case), found here in Node.
 */
function goNoGoLosingMove(): { prefix: Move[]; losing: Move } {
  const game = GAMES['go-no-go'];
  const options = defaultOptions(game);
  let position = openingOf(game, 1);
  const line = solve(game, position, options, { ms: 10_000 });
  if (line.result !== 'won') throw new Error('Go, No Go deal 1 is not proved winnable');
  for (let k = 0; k < line.moves.length; k++) {
    for (const move of game.legalMoves(position, options)) {
      const after = game.apply(position, move, options).position;
      if (gameStatus(game, after, options) === 'playing' && solve(game, after, options, { ms: 1000 }).result === 'lost') return { prefix: line.moves.slice(0, k), losing: move };
    }
    position = game.apply(position, line.moves[k], options).position;
  }
  throw new Error('no losing move on the winning line of Go, No Go deal 1');
}

describe('issue 10, item 3: accessibility audit (axe-core)', () => {
  const suite = useChromium();

  for (const { language, locale } of LANGUAGES) {
    it(`issue 10, item 3: every game's table a few moves in, with its toolbar and a hint shown, has no serious or critical violation (${language}, desktop)`, async () => {
      const failures: string[] = [];
      for (const game of GAME_LIST) {
        const options = defaultOptions(game);
        const { moves } = playout(game, options, 5, 6);
        const p = await suite.page({ locale, ...DESKTOP });
        await openApp(p, suite.baseUrl, linkQuery(game, options, 5, moves));
        await p.click('[data-action="hint"]');
        await waitForHint(p);
        failures.push(...(await seriousViolations(p, `${game.id} ${moves.length} moves in, with a hint`)));
        await p.context().close();
      }
      expect(failures).toEqual([]);
    }, AUDIT_TIMEOUT);

    it(`issue 10, item 3: on a phone (390×844), every game's table, its toolbar and the More menu opened have no serious or critical violation (${language})`, async () => {
      const failures: string[] = [];
      for (const game of GAME_LIST) {
        const options = defaultOptions(game);
        const { moves } = playout(game, options, 7, 4);
        const p = await suite.page({ locale, ...PHONE });
        await openApp(p, suite.baseUrl, linkQuery(game, options, 7, moves));
        await openMore(p);
        expect(await p.locator('[data-action="rules"]').isVisible()).toBe(true);
        failures.push(...(await seriousViolations(p, `${game.id} on a phone, More open`)));
        await p.context().close();
      }
      expect(failures).toEqual([]);
    }, AUDIT_TIMEOUT);

    it(`issue 10, item 3: every dialog — New game (and its deal-number error), Rules, Statistics, Settings, Link — has no serious or critical violation, at desktop and phone sizes (${language})`, async () => {
      const failures: string[] = [];
      for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const p = await suite.page({ locale, ...viewport });
        await openApp(p, suite.baseUrl, '?game=go-no-go&seed=3');
        for (const dialog of DIALOGS) {
          await openDialog(p, dialog);
          failures.push(...(await seriousViolations(p, `${dialog} dialog, ${size}`)));
          if (dialog === 'new') {
            await p.fill('input[name="deal"]', 'x');
            await p.waitForSelector('[data-testid="deal-invalid"]');
            failures.push(...(await seriousViolations(p, `new game dialog with a deal-number error, ${size}`)));
          }
          await p.click('.dialog .close');
          await p.waitForSelector('.dialog', { state: 'detached' });
        }
        await p.context().close();
      }
      // Every game's rules page (prose and tables from docs/rules).
      const p = await suite.page({ locale, ...DESKTOP });
      for (const game of GAME_LIST) {
        await openApp(p, suite.baseUrl, `?game=${game.id}&seed=1`);
        await openDialog(p, 'rules');
        failures.push(...(await seriousViolations(p, `${game.id} rules`, '.dialog')));
      }
      await p.context().close();
      expect(failures).toEqual([]);
    }, AUDIT_TIMEOUT);
  }

  // The states that appear only sometimes: English at a desktop's size, Russian at a phone's.
  const STATES = [
    { language: 'English', locale: 'en-US', viewport: DESKTOP, size: 'desktop' },
    { language: 'Russian', locale: 'ru-RU', viewport: PHONE, size: 'phone' },
  ] as const;

  for (const { language, locale, viewport, size } of STATES) {
    it(`issue 10, item 3: the play-out offer, a won game and its statistics, the question before End the game, a lost game, Go, No Go's badges and second-deal marks, the lost hint and a link's notice have no serious or critical violation (${language}, ${size})`, async () => {
      const failures: string[] = [];
      const p = await suite.page({ locale, ...viewport });
      // The offer to play out a trivial rest (the indicator says "winnable"), then the win and its statistics.
      const line = klondikeWonLine(2);
      await openApp(p, suite.baseUrl, line.query);
      await p.waitForSelector('[data-testid="play-out-offer"]', { timeout: 30_000 });
      await p.waitForSelector('.solver-indicator[data-verdict="won"]');
      failures.push(...(await seriousViolations(p, 'play-out offer, indicator "winnable"')));
      await p.click('[data-action="finish"]');
      await p.waitForSelector('[data-status="won"]', { timeout: 30_000 });
      failures.push(...(await seriousViolations(p, 'won game')));
      await openDialog(p, 'stats');
      expect(await p.locator('.dialog table.stats').count()).toBe(1);
      failures.push(...(await seriousViolations(p, 'statistics with a won game')));
      await p.click('.dialog .close');
      // Go, No Go deal 1 with Aces going only where the rest go: lost for the solver while the rules core plays on;
      // the badges over the columns, the second-deal marks on the cards, the indicator "lost" and the lost hint.
      await openApp(p, suite.baseUrl, '?game=go-no-go&seed=1&o.aces=go-only&moves=deal,deal,deal,deal,deal,deal,deal,deal,deal,deal');
      await openMore(p); // Second deal is among the rest (under More on a phone)
      await clickToolbar(p, 'second-deal');
      await p.waitForSelector('.solver-indicator[data-verdict="lost"]', { timeout: 30_000 });
      await p.click('[data-action="hint"]');
      await p.waitForSelector('[data-hint="lost"]', { timeout: 30_000 });
      failures.push(...(await seriousViolations(p, 'Go, No Go: badges, second-deal marks, indicator "lost", lost hint')));
      // The same deal dealt twice, and ended by the player: the question before End the game, then lost, and why.
      const moves = [...Array(52).fill('deal'), 'gather', ...Array(52).fill('deal')].join(',');
      await openApp(p, suite.baseUrl, `?game=go-no-go&seed=1&o.aces=go-only&moves=${moves}`);
      await p.click('[data-action="end"]');
      await p.waitForSelector('.dialog [data-action="confirm"]');
      failures.push(...(await seriousViolations(p, 'End the game? dialog')));
      await p.click('.dialog [data-action="confirm"]');
      await p.waitForSelector('[data-status="lost"]');
      failures.push(...(await seriousViolations(p, 'lost game')));
      // Go, No Go in its second row of the deal, under the default rules: "Aces go" under the columns that do not go.
      await openApp(p, suite.baseUrl, `?game=go-no-go&seed=2&moves=${Array(8).fill('deal').join(',')}`);
      expect(await p.locator('.pile-badge.aces').count()).toBeGreaterThan(0);
      failures.push(...(await seriousViolations(p, 'Go, No Go at the deal, Aces go')));
      // A link that cannot be opened: the notice over the table's foot.
      await openApp(p, suite.baseUrl, '?game=no-such-game');
      await p.waitForSelector('.notice[role="alert"]');
      failures.push(...(await seriousViolations(p, 'a link\'s notice')));
      await p.context().close();
      expect(failures).toEqual([]);
    }, AUDIT_TIMEOUT);

    it(`issue 10, item 3: the solver's indicator while it searches and when it does not know, "Thinking…" and the unknown hint have no serious or critical violation (${language}, ${size})`, async () => {
      const failures: string[] = [];
      // A solver that never answers: searching, and "Thinking…".
      let p = await suite.page({ locale, ...viewport });
      await silenceSolver(p);
      await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
      await p.click('[data-action="hint"]');
      await p.waitForSelector('.solver-indicator[data-verdict="searching"]');
      await p.waitForSelector('[data-hint="searching"]');
      failures.push(...(await seriousViolations(p, 'indicator "searching", hint "Thinking…"')));
      expect(await p.locator('.solver-indicator').getAttribute('data-verdict')).toBe('searching');
      await p.context().close();
      // Topsy-Turvy Queens deal 20 stays undecided even at 10 s (docs/solvers/topsy-turvy-queens.md): at 1 s it is
      // surely unknown.
      p = await suite.page({ locale, ...viewport });
      await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
      await setThinkingTime(p, 1000);
      await openApp(p, suite.baseUrl, '?game=topsy-turvy-queens&seed=20');
      await p.click('[data-action="hint"]');
      await p.waitForSelector('[data-hint="unknown"]', { timeout: 30_000 });
      await p.waitForSelector('.solver-indicator[data-verdict="unknown"]');
      failures.push(...(await seriousViolations(p, 'indicator "not known", unknown hint')));
      await p.context().close();
      expect(failures).toEqual([]);
    }, AUDIT_TIMEOUT);
  }

  it('issue 10, item 3: the losing-move notice and its Undo have no serious or critical violation (English at a desktop\'s size, Russian on a phone)', async () => {
    const { prefix, losing } = goNoGoLosingMove();
    const failures: string[] = [];
    for (const { locale, viewport, size } of STATES) {
      const p = await suite.page({ locale, ...viewport });
      await openApp(p, suite.baseUrl, linkQuery(GAMES['go-no-go'], defaultOptions(GAMES['go-no-go']), 1, prefix));
      await p.waitForSelector('.solver-indicator[data-verdict="won"]', { timeout: 30_000 });
      await playOnTable(p, losing);
      await p.waitForSelector('[data-testid="losing-move"]', { timeout: 30_000 });
      failures.push(...(await seriousViolations(p, `losing-move notice, ${locale}, ${size}`)));
      await p.context().close();
    }
    expect(failures).toEqual([]);
  }, AUDIT_TIMEOUT);

  // The table colours change the felt and the toolbar, not the cards: every colour with the default faces, the other
  // faces on the default colour (each light and dark).
  it('issue 25, item 1: both card faces, light and dark, and every table colour — a table with counts, badges and second-deal marks has no serious or critical violation', async () => {
    const failures: string[] = [];
    for (const face of CARD_FACES) {
      for (const scheme of ['light', 'dark'] as const) {
        const p = await suite.page(DESKTOP);
        await p.emulateMedia({ colorScheme: scheme });
        await openApp(p, suite.baseUrl, `?game=go-no-go&seed=2&moves=${Array(8).fill('deal').join(',')}`);
        await clickToolbar(p, 'second-deal');
        for (const colour of face === CARD_FACES[0] ? TABLE_COLOURS : TABLE_COLOURS.slice(0, 1)) {
          await clickToolbar(p, 'settings');
          await p.selectOption('.dialog select[name="cardFace"]', face);
          await p.selectOption('.dialog select[name="tableColour"]', colour);
          await p.click('.dialog .close');
          await p.waitForSelector('.dialog', { state: 'detached' });
          await facesDrawn(p);
          expect(await p.evaluate(() => document.documentElement.dataset.face)).toBe(face);
          failures.push(...(await seriousViolations(p, `${face} faces, ${scheme}, ${colour} table`)));
        }
        await p.context().close();
      }
    }
    expect(failures).toEqual([]);
  }, AUDIT_TIMEOUT);

  it('issue 28: the notice of a tab that gave up the table to another has no serious or critical violation (English at a desktop\'s size, Russian on a phone)', async () => {
    const failures: string[] = [];
    for (const { locale, viewport, size } of STATES) {
      const context = await suite.context({ locale, ...viewport });
      const first = await context.newPage();
      await openApp(first, suite.baseUrl, '?game=klondike&seed=3');
      await openApp(await context.newPage(), suite.baseUrl);
      await first.waitForSelector('[data-testid="other-tab"]');
      failures.push(...(await seriousViolations(first, `other-tab notice, ${locale}, ${size}`)));
      await context.close();
    }
    expect(failures).toEqual([]);
  }, AUDIT_TIMEOUT);
});
