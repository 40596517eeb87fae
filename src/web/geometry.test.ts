/** Unit tests of the table's layout (geometry.ts, docs/web.md "The table"), per game and per screen. */
import { describe, expect, it } from 'vitest';
import { GAME_LIST } from '../games/index.js';
import { defaultOptions } from '../core/options.js';
import { deckOrderOf } from '../core/deal.js';
import type { AnyGame, Pile, PileSpec, Position } from '../core/game.js';
import { BADGE_LINE, FACE_UP_SHOWN, LARGEST_CARD, LEAST_CARD, MIN_CARD, type TableGeometry, badgeLines, badgeRoom, layoutTable, neighbourPile } from './geometry.js';
import { playout } from './e2e/fixtures.js';
import { klondike, opening, options } from './klondike-fixture.js';

/**
 * The space the app gives the table on the screens of issue 25, item 3 (measured in headless Chromium: the table
 * area's width, and its height less the messages' room): a toolbar bar 54 px high on the desktop and the tablet, 76
 * on a phone held upright; a rail 84 px wide on a phone held sideways.
 */
const SCREENS = [
  { name: '1920×1080', width: 1920, height: 970 },
  { name: '1280×800', width: 1280, height: 690 },
  { name: '768×1024', width: 768, height: 914 },
  { name: '390×844', width: 390, height: 712 },
  { name: '844×390', width: 760, height: 334 },
] as const;

function openingOf(game: AnyGame, seed: number): Position {
  const o = defaultOptions(game);
  const deck = deckOrderOf({ seed }, game.deckSize(o));
  if (!deck.ok) throw new Error(deck.error);
  return game.deal(deck.value, o).position;
}

const arrangementsOf = (game: AnyGame): PileSpec[][] => [game.layout(defaultOptions(game)), ...(game.otherLayouts?.(defaultOptions(game)) ?? [])];
const badgedOf = (game: AnyGame) => new Set(game.view?.badgedPiles ?? []);

/** Every card and every pile's outline lies inside the table. */
function outside(geometry: TableGeometry, position: Position): string[] {
  const problems: string[] = [];
  for (const spec of geometry.specs) {
    const box = geometry.piles[spec.id];
    if (!box) {
      problems.push(`${spec.id}: no box`);
      continue;
    }
    if (box.cards.length !== position.piles[spec.id].cards.length) problems.push(`${spec.id}: ${box.cards.length} places`);
    for (const place of [{ x: box.x, y: box.y }, ...box.cards]) {
      if (place.x < 0 || place.y < 0 || place.x + geometry.cardWidth > geometry.width || place.y + geometry.cardHeight > geometry.height) problems.push(`${spec.id} at ${place.x},${place.y}`);
    }
  }
  return problems;
}

/**
 * Down-fanned piles whose face-up cards show less of themselves than their index (cards.ts `CARD_INDEX`); a waste's
 * cards squared under its top three are not on show.
 */
function coveredIndices(geometry: TableGeometry, position: Position): string[] {
  const least = Math.ceil(geometry.cardHeight * FACE_UP_SHOWN);
  const problems: string[] = [];
  for (const spec of geometry.specs) {
    if (spec.fan !== 'down') continue;
    const pile = position.piles[spec.id];
    const cards = geometry.piles[spec.id].cards;
    for (let i = Math.max(pile.faceDown, spec.kind === 'waste' ? cards.length - 3 : 0); i + 1 < cards.length; i++) {
      if (cards[i + 1].y - cards[i].y < least) problems.push(`${spec.id}[${i}] shows ${cards[i + 1].y - cards[i].y} px`);
    }
  }
  return problems;
}

describe('geometry: the table on every screen', () => {
  it('lays out every arrangement of every game with every card and pile inside the table, none wider than the space', () => {
    for (const game of GAME_LIST) {
      const position = openingOf(game, 3);
      for (const [i, specs] of arrangementsOf(game).entries()) {
        for (const screen of SCREENS) {
          const geometry = layoutTable([specs], position, screen.width, screen.height, { badged: badgedOf(game) });
          const where = `${game.id} arrangement ${i} at ${screen.name}`;
          expect(outside(geometry, position), where).toEqual([]);
          expect(geometry.width, where).toBeLessThanOrEqual(screen.width);
        }
      }
    }
  });

  it('every game\'s deal fits every screen of issue 25 (no scrolling either way, a landscape phone\'s included), with every face-up index whole', () => {
    const failures: string[] = [];
    for (const game of GAME_LIST) {
      for (const seed of [3, 7, 4294967295]) {
        const position = openingOf(game, seed);
        for (const screen of SCREENS) {
          const geometry = layoutTable(arrangementsOf(game), position, screen.width, screen.height, { badged: badgedOf(game) });
          const where = `${game.id} deal ${seed} at ${screen.name}`;
          if (geometry.width > screen.width) failures.push(`${where}: ${geometry.width} px wide`);
          if (geometry.height > screen.height) failures.push(`${where}: ${geometry.height} px high`);
          failures.push(...coveredIndices(geometry, position).map((problem) => `${where}: ${problem}`));
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('on the phones (844×390, 390×844) every game\'s table still fits thirty and sixty moves in (the playouts of the e2e tests), with every face-up index whole', () => {
    const failures: string[] = [];
    for (const game of GAME_LIST) {
      const options = defaultOptions(game);
      for (const seed of [3, 7, 11]) {
        const { positions } = playout(game, options, seed, 60);
        for (const at of [30, 60]) {
          const position = positions[Math.min(at, positions.length - 1)];
          for (const screen of [SCREENS[4], SCREENS[3]]) {
            const geometry = layoutTable(arrangementsOf(game), position, screen.width, screen.height, { badged: badgedOf(game) });
            const where = `${game.id} deal ${seed} ${at} moves in at ${screen.name}`;
            if (geometry.width > screen.width || geometry.height > screen.height) failures.push(`${where}: ${geometry.width}×${geometry.height}`);
            failures.push(...coveredIndices(geometry, position).map((problem) => `${where}: ${problem}`));
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('cards are as large as the space lets them be: Klondike at least 150 px wide at 1920×1080, never past LARGEST_CARD, and not below MIN_CARD where the width allows', () => {
    const at = (game: AnyGame, screen: (typeof SCREENS)[number]) => layoutTable(arrangementsOf(game), openingOf(game, 7), screen.width, screen.height, { badged: badgedOf(game) });
    expect(at(klondike, SCREENS[0]).cardWidth).toBeGreaterThanOrEqual(150);
    for (const game of GAME_LIST) {
      for (const screen of SCREENS) {
        const geometry = at(game, screen);
        expect(geometry.cardWidth, `${game.id} ${screen.name}`).toBeLessThanOrEqual(LARGEST_CARD);
        // Where the cards are narrower than MIN_CARD, it is the width that holds them back: a card more and the table
        // would be wider than the screen.
        if (geometry.cardWidth < MIN_CARD) {
          const wider = layoutTable([geometry.specs], openingOf(game, 7), 10_000, screen.height, { badged: badgedOf(game) });
          expect(wider.cardWidth, `${game.id} ${screen.name}`).toBeGreaterThan(geometry.cardWidth);
        }
      }
    }
  });

  it('the table is as large as fits: a card wider and the planned table would not fit the space', () => {
    for (const game of GAME_LIST) {
      for (const screen of SCREENS) {
        const geometry = layoutTable(arrangementsOf(game), openingOf(game, 7), screen.width, screen.height, { badged: badgedOf(game) });
        if (geometry.cardWidth === LARGEST_CARD) continue;
        const roomier = layoutTable([geometry.specs], openingOf(game, 7), screen.width, screen.height, { badged: badgedOf(game), largestCard: geometry.cardWidth + 1, scale: 1 });
        expect(roomier.cardWidth, `${game.id} ${screen.name}`).toBe(geometry.cardWidth);
      }
    }
  });

  it('draws the game\'s own layout on a desktop, and another arrangement where it gives much larger cards (a phone held sideways or upright)', () => {
    const arrangement = (game: AnyGame, screen: (typeof SCREENS)[number]) => {
      const geometry = layoutTable(arrangementsOf(game), openingOf(game, 7), screen.width, screen.height, { badged: badgedOf(game) });
      return arrangementsOf(game).findIndex((specs) => JSON.stringify(specs) === JSON.stringify(geometry.specs));
    };
    const [, laptop, , upright, sideways] = SCREENS;
    const klondikeGame = GAME_LIST.find((game) => game.id === 'klondike')!;
    expect(arrangement(klondikeGame, laptop)).toBe(0);
    expect(arrangement(klondikeGame, sideways)).toBe(1);
    const perpetual = GAME_LIST.find((game) => game.id === 'perpetual-motion')!;
    expect(arrangement(perpetual, laptop)).toBe(0);
    expect(arrangement(perpetual, upright)).toBe(1);
  });

  it('stands the table at the top when its columns hang down into the space below, else in the middle', () => {
    const align = (id: string) => {
      const game = GAME_LIST.find((g) => g.id === id)!;
      return layoutTable(arrangementsOf(game), openingOf(game, 7), 1280, 690, { badged: badgedOf(game) }).align;
    };
    expect(align('klondike')).toBe('top');
    expect(align('elevens')).toBe('centre');
  });
});

describe('geometry: a growing column', () => {
  /** Klondike's column 7 with `faceDown` face-down and `faceUp` face-up cards (the deck's first cards). */
  function withColumn(faceDown: number, faceUp: number): Position {
    const base = opening(1);
    const cards = [...Object.values(base.piles).flatMap((pile: Pile) => pile.cards)].slice(0, faceDown + faceUp);
    return { ...base, piles: { ...base.piles, 'column-7': { cards, faceDown } } };
  }
  const arrangements = [klondike.layout(options)];

  it('keeps the card size while a column grows past its room: the fan closes up, face-down cards first, never past a face-up index', () => {
    // 1280×800: six face-down cards and a run of six, one past the room.
    const dealt = layoutTable(arrangements, withColumn(6, 1), 1280, 690);
    const grown = layoutTable(arrangements, withColumn(6, 6), 1280, 690);
    expect(grown.cardWidth).toBe(dealt.cardWidth);
    expect(grown.height).toBeLessThanOrEqual(690);
    const step = (geometry: TableGeometry, i: number) => geometry.piles['column-7'].cards[i + 1].y - geometry.piles['column-7'].cards[i].y;
    expect(step(grown, 0)).toBeLessThan(step(dealt, 0));
    expect(coveredIndices(grown, withColumn(6, 6))).toEqual([]);
    // A run of seven on an emptied column: the face-up cards close up too, each still showing its index.
    const run = layoutTable(arrangements, withColumn(0, 7), 1280, 690);
    expect(run.cardWidth).toBe(dealt.cardWidth);
    expect(step(run, 0)).toBeLessThan(Math.round(dealt.cardHeight * 0.32));
    expect(coveredIndices(run, withColumn(0, 7))).toEqual([]);
  });

  it('makes the cards smaller only when even a closed fan does not fit, and then still fits the space', () => {
    const dealt = layoutTable(arrangements, withColumn(6, 1), 1280, 690);
    const long = layoutTable(arrangements, withColumn(6, 19), 1280, 690);
    expect(long.cardWidth).toBeLessThan(dealt.cardWidth);
    expect(long.cardWidth).toBeGreaterThanOrEqual(LEAST_CARD);
    expect(long.height).toBeLessThanOrEqual(690);
    expect(coveredIndices(long, withColumn(6, 19))).toEqual([]);
  });

  it('Settings\' card size: small cards are smaller; large ones plan half the room, so they are larger where the height holds them back', () => {
    const normal = layoutTable(arrangements, opening(1), 1280, 690);
    expect(layoutTable(arrangements, opening(1), 1280, 690, { scale: 0.8 }).cardWidth).toBeLessThan(normal.cardWidth);
    expect(layoutTable(arrangements, opening(1), 1280, 690, { roomShare: 0.5, largestCard: 260 }).cardWidth).toBeGreaterThan(normal.cardWidth);
  });

  it('moves focus between piles by the arrangement drawn', () => {
    const specs = klondike.layout(options);
    expect(neighbourPile(specs, 'stock', 'down')).toBe('column-1');
    expect(neighbourPile(specs, 'column-1', 'right')).toBe('column-2');
    expect(neighbourPile(specs, 'column-7', 'right')).toBe('column-1');
    expect(neighbourPile(specs, 'column-1', 'up')).toBe('stock');
    expect(neighbourPile(specs, 'foundation-4', 'right')).toBe('stock');
    const sideways = klondike.otherLayouts!(options)[0];
    expect(neighbourPile(sideways, 'stock', 'right')).toBe('column-1');
    expect(neighbourPile(sideways, 'stock', 'down')).toBe('waste');
  });
});

describe("Go, No Go's badges: room for their 12–13 px words above the columns", () => {
  it('keeps two lines over wide columns and up to four over a phone\'s narrow ones, and lays the columns under that room', () => {
    expect(badgeLines(115)).toBe(2);
    expect(badgeLines(70)).toBe(3);
    expect(badgeLines(54)).toBe(4);
    const game = GAME_LIST.find((candidate) => candidate.id === 'go-no-go')!;
    const o = defaultOptions(game);
    const badged = new Set(game.view!.badgedPiles!);
    for (const screen of SCREENS) {
      const geometry = layoutTable([game.layout(o), ...(game.otherLayouts?.(o) ?? [])], openingOf(game, 7), screen.width, screen.height, { badged });
      const room = badgeRoom(geometry.cardWidth + geometry.gap);
      expect(room, screen.name).toBeGreaterThanOrEqual(badgeLines(geometry.cardWidth + geometry.gap) * BADGE_LINE);
      // Nothing of any other pile lies in the room over a badged column.
      for (const id of badged) {
        const column = geometry.piles[id];
        for (const [other, box] of Object.entries(geometry.piles)) {
          if (badged.has(other)) continue;
          const apart = box.x + box.width <= column.x || box.x >= column.x + column.width || box.y + box.height <= column.y - room || box.y >= column.y;
          expect(apart, `${screen.name}: ${other} in the room over ${id}`).toBe(true);
        }
        expect(column.y, screen.name).toBeGreaterThanOrEqual(room);
      }
    }
  });
});
