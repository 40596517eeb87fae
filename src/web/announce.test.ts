/**
 * Pile names in the player's language, as each game's rules page (docs/rules/<game>.<en|ru>.md) names its piles: the
 * names come from the game's own module (its view's `pileNames`). The hint line said "Column 8" for Moving Shops'
 * eighth shop, "Foundation 3" for Topsy-Turvy Queens' third place of the King row, and «Столбец» where the Russian
 * rules say «колонка».
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Options } from '../core/game.js';
import { shuffledDeck } from '../core/deal.js';
import { resolveOptions } from '../core/options.js';
import { GAMES } from '../games/index.js';
import { Announcer } from './announce.js';
import { type Language, i18next, initI18n } from './i18n.js';
import type { T } from './i18n.js';

function announcerFor(id: string, language: Language): { announcer: Announcer; game: AnyGame; options: Options } {
  initI18n(language);
  const game = GAMES[id] as AnyGame;
  const resolved = resolveOptions(game, undefined, {});
  if (!resolved.ok) throw new Error(resolved.error);
  return { announcer: new Announcer(game.layout(resolved.value), i18next.t as unknown as T, game.view?.pileNames, language), game, options: resolved.value };
}

/** Pile id → its name, in English and in Russian, as the game's rules page words it. */
const EXPECTED: Record<string, Record<string, [en: string, ru: string]>> = {
  klondike: {
    stock: ['Stock', 'Колода'],
    waste: ['Waste', 'Открытые карты'],
    'foundation-2': ['Foundation 2', 'Базовая стопка 2'],
    'column-3': ['Column 3', 'Колонка 3'],
  },
  'topsy-turvy-queens': {
    stock: ['Stock', 'Колода'],
    waste: ['Waste', 'Открытая колода'],
    'king-3': ['King row, place 3', 'Ряд королей, место 3'],
    'captive-2': ['Captive 2', 'Пленная карта 2'],
    'column-3': ['Column 3', 'Вертикальный ряд 3'],
  },
  'go-no-go': {
    stock: ['Deck', 'Колода'],
    'foundation-1': ['Foundation 1', 'Начальное место 1'],
    'column-3': ['Column 3', 'Продольный ряд 3'],
  },
  elevens: {
    stock: ['Stock', 'Колода'],
    'pile-3': ['Place 3', 'Место 3'],
  },
  'perpetual-motion': {
    stock: ['Stock', 'Колода'],
    'pile-3': ['Pile 3', 'Стопка 3'],
    discard: ['Discarded cards', 'Убранные карты'],
  },
  'moving-shops': {
    'pile-8': ['Shop 8', 'Магазин 8'],
    'foundation-1': ['Foundation 1', 'Базовая стопка 1'],
    hand: ['Hand', 'Рука'],
  },
  artless: {
    'pile-3': ['Pile 3', 'Стопка 3'],
    'foundation-1': ['Foundation 1', 'Базовая стопка 1'],
    hand: ['Hand', 'Рука'],
  },
  percentages: {
    'pile-3': ['Pile 3', 'Стопка 3'],
    'foundation-1': ['Foundation 1', 'Базовая стопка 1'],
    hand: ['Hand', 'Рука'],
  },
};

/**
 * Words a pile's name may hold that its rules page does not use in that form: Perpetual Motion's page says the four
 * of a kind "are discarded" («убирают»), naming no pile.
 */
const NOT_ON_THE_PAGE = new Set(['убранные']);

/** Whether `word` (a word of a pile's name) stands on the rules page in some form: its stem, the word less its ending. */
function onThePage(word: string, page: string): boolean {
  const stem = word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 2));
  return page.includes(stem);
}

describe('pile names', () => {
  it('covers every game', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(GAMES).sort());
  });

  for (const [id, piles] of Object.entries(EXPECTED)) {
    for (const [index, language] of (['en', 'ru'] as const).entries()) {
      it(`${id} (${language}) names its piles as its rules page does`, () => {
        const { announcer } = announcerFor(id, language);
        for (const [pile, names] of Object.entries(piles)) expect(announcer.pileName(pile), pile).toBe(names[index]);
      });

      it(`${id} (${language}) names every kind of pile itself, with words of its rules page`, () => {
        const { announcer, game, options } = announcerFor(id, language);
        const page = readFileSync(new URL(`../../docs/rules/${id}.${language}.md`, import.meta.url), 'utf8').toLowerCase();
        for (const spec of game.layout(options)) {
          expect(game.view?.pileNames?.[spec.kind]?.[language], `${spec.kind} is named by the game`).toBeTruthy();
          const name = announcer.pileName(spec.id);
          // A name in words, capitalised, with the pile's number when its id has one.
          expect(name).toMatch(/^\p{Lu}[\p{L} ,]*( \d+)?$/u);
          const words = name.toLowerCase().match(/\p{L}+/gu) ?? [];
          for (const word of words) if (!NOT_ON_THE_PAGE.has(word)) expect(onThePage(word, page), `"${word}" (${name}) on ${id}.${language}.md`).toBe(true);
        }
      });
    }
  }

  it('says a move, a refusal and a pile in the game\'s words', () => {
    const { announcer, game, options } = announcerFor('topsy-turvy-queens', 'en');
    const position = game.deal(shuffledDeck(7, 104), options).position;
    expect(announcer.pileLabel('king-3', position)).toMatch(/^King row, place 3: /);
    expect(announcer.move({ type: 'move', from: 'column-1', to: 'king-3' }, position)).toMatch(/: Column 1 to King row, place 3$/);
    expect(announcer.refusal(position, { type: 'move', from: 'column-1', to: 'king-3' })).toMatch(/King row, place 3/);
    const { announcer: ru } = announcerFor('klondike', 'ru');
    expect(ru.steps([{ type: 'move', from: 'column-1', to: 'foundation-2', cards: ['7H'], faceUp: true, auto: false }])).toBe('Семёрка червей: Колонка 1 → Базовая стопка 2');
  });
});
