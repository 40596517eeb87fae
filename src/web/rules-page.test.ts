/**
 * The rules pages as a player reads them (issue 8, item 8): prose and tables only — no markers, file paths, raw option
 * ids or moves-file syntax — and the Russian wording the issue names; words on screen say "1 card" and why a game
 * ended.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_LIST, GAMES } from '../games/index.js';
import { defaultOptions } from '../core/options.js';
import { deckOrderOf } from '../core/deal.js';
import { autoPlay, gameStatus } from '../core/engine.js';
import type { AnyGame, Position } from '../core/game.js';
import { endKey } from './announce.js';
import { STRINGS, i18next, initI18n } from './i18n.js';
import { markdownToHtml } from './markdown.js';
import { rulesForPlayers, splitSentences } from './rules-page.js';

const page = (id: string, language: string) => readFileSync(new URL(`../../docs/rules/${id}.${language}.md`, import.meta.url), 'utf8');

describe('rules pages in the app', () => {
  it('issue 8, item 8: show prose and tables only — no markers, file paths, option ids or moves-file syntax — in every game and language', () => {
    for (const language of ['en', 'ru'] as const) {
      initI18n(language);
      const t = i18next.t as unknown as (key: string, options?: Record<string, unknown>) => string;
      for (const game of GAME_LIST) {
        const source = page(game.id, language);
        const text = rulesForPlayers(source, game, language, t);
        const where = `${game.id}.${language}`;
        expect(text, where).not.toMatch(/<!--|win-rates:/);
        expect(text, where).not.toMatch(/docs\/|scripts\/|npm run|\.md\b|\.mjs|\.txt|RULES/);
        expect(text, where).not.toMatch(/game id|идентификатор игры|\{"type"/i);
        expect(text, where).not.toContain('`');
        for (const option of game.options) {
          // No id as such: not written with a value (`draw=1`), and a camel-case id (`foundationToTableau`) not at all.
          expect(text, `${where}: option ${option.key}`).not.toMatch(new RegExp(`\\b${option.key}=`));
          if (/[A-Z]/.test(option.key)) expect(text, `${where}: option ${option.key}`).not.toMatch(new RegExp(`\\b${option.key}\\b`));
          // The option appears by its label wherever the page named it.
          if (source.includes(`\`${option.key}`)) expect(text, where).toContain(option.label[language]);
        }
        for (const preset of Object.keys(game.presets)) if (source.includes(`\`${preset}\``)) expect(text, where).not.toContain(`\`${preset}\``);
        // The rules themselves are kept: every heading and every table row of the page.
        const headings = source.split('\n').filter((line) => /^#/.test(line)).length;
        expect(text.split('\n').filter((line) => /^#/.test(line)).length, where).toBe(headings);
        const rows = source.split('\n').filter((line) => /^\s*\|/.test(line)).length;
        expect(text.split('\n').filter((line) => /^\s*\|/.test(line)).length, where).toBe(rows);
        // Rendered, tables scroll in their own box and no raw HTML shows.
        const html = markdownToHtml(text);
        expect(html, where).not.toContain('&lt;!--');
        expect((html.match(/<table>/g) ?? []).length).toBe((html.match(/<div class="table-scroll" tabindex="0" role="region" aria-label="[^"]+"><table>/g) ?? []).length);
      }
    }
  });

  it('issue 8, item 8: splits sentences outside quotes and brackets', () => {
    expect(splitSentences('Source: `a.txt`, rules 3–8. One deck. «Тут. Не делим» (и. тут) конец.')).toEqual(['Source: `a.txt`, rules 3–8.', 'One deck.', '«Тут. Не делим» (и. тут) конец.']);
  });

  it('issue 8, item 8: the Russian pages read well where the issue found them clumsy', () => {
    const all = GAME_LIST.map((game) => page(game.id, 'ru')).join('\n');
    expect(all).not.toMatch(/пока открывающаяся карта\s+того же достоинства/);
    expect(page('perpetual-motion', 'ru')).toMatch(/пока под снятой картой\s+открывается карта того же достоинства/);
    expect(all).not.toMatch(/старше её нижней карты/);
    expect(page('topsy-turvy-queens', 'ru')).toMatch(/на\s+единицу старше нижней карты серии/);
    expect(all).not.toMatch(/раздел «Deals»/);
    // Go, No Go: one word for the card on top of a column (the exposed card), never «сверху» against «нижнюю».
    expect(page('go-no-go', 'ru')).not.toMatch(/сверху|нижнюю/);
  });
});

describe('words on screen', () => {
  it('issue 8, item 8: a count of one is singular ("1 card", never "1 cards")', () => {
    initI18n('en');
    for (const key of Object.keys(STRINGS.en)) {
      if (/_(one|other|few|many)$/.test(key)) continue;
      const text = i18next.t(key, { count: 1 }) as string;
      if (!String((STRINGS.en as Record<string, string>)[key]).includes('{{count}}')) continue;
      expect(text, key).not.toMatch(/\b1 (?!s\b)[a-z]+s\b/);
    }
    expect(i18next.t('cardsInPile', { count: 1 })).toBe('1 card');
    expect(i18next.t('cardsInPile', { count: 2 })).toBe('2 cards');
  });

  it('issue 8, item 8: says why a game ended — Perpetual Motion\'s repeated stock order, Go, No Go ended by the player — in both languages', () => {
    const opening = (game: AnyGame, seed: number): Position => {
      const options = defaultOptions(game);
      const deck = deckOrderOf({ seed }, game.deckSize(options));
      if (!deck.ok) throw new Error(deck.error);
      return game.deal(deck.value, options).position;
    };
    // Perpetual Motion: a deal that loses by repetition.
    const perpetual = GAMES['perpetual-motion'];
    const perpetualOptions = defaultOptions(perpetual);
    let repeated: Position | null = null;
    for (let seed = 1; seed < 200 && !repeated; seed++) {
      const end = autoPlay(perpetual, opening(perpetual, seed), perpetualOptions).position;
      if (gameStatus(perpetual, end, perpetualOptions) === 'lost') repeated = end;
    }
    expect(repeated).not.toBeNull();
    expect(endKey(perpetual, repeated!, perpetualOptions, 'lost')).toBe('lostReason_repeated');
    // Go, No Go: the player ends the game short of the foundations.
    const goNoGo = GAMES['go-no-go'];
    const goOptions = defaultOptions(goNoGo);
    let position = opening(goNoGo, 1);
    for (const move of [...Array(52).fill({ type: 'deal' }), { type: 'gather' }, ...Array(52).fill({ type: 'deal' }), { type: 'end' }]) {
      if (goNoGo.legalMoves(position, goOptions).some((legal) => legal.type === move.type)) position = goNoGo.apply(position, move, goOptions).position;
    }
    expect(gameStatus(goNoGo, position, goOptions)).toBe('lost');
    expect(endKey(goNoGo, position, goOptions, 'lost')).toBe('lostReason_ended');
    // Every reason a game gives has words in both languages; a game lost with no move left says so.
    for (const code of ['repeated', 'ended', 'stockOnly']) {
      expect(STRINGS.en).toHaveProperty(`lostReason_${code}`);
      expect(STRINGS.ru).toHaveProperty(`lostReason_${code}`);
    }
    const elevens = GAMES.elevens;
    let stuck: Position | null = null;
    for (let seed = 1; seed < 50 && !stuck; seed++) {
      let at = opening(elevens, seed);
      while (gameStatus(elevens, at, {}) === 'playing') at = elevens.apply(at, elevens.legalMoves(at, {})[0], {}).position;
      if (gameStatus(elevens, at, {}) === 'lost') stuck = at;
    }
    expect(endKey(elevens, stuck!, {}, 'lost')).toBe('lost');
  });
});
