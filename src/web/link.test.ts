/** Unit tests of the web app's pure parts: links (split from web.test.ts by module). */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import { defaultOptions } from '../core/options.js';
import { deckOrderOf } from '../core/deal.js';
import { newRecord, openSession, sessionPlay, currentPosition, loadRecord, replayRecord, saveRecord } from '../core/record.js';
import type { Move } from '../core/game.js';
import { moveFromText, moveToText, recordFromQuery, recordToQuery, statsKey } from './link.js';
import { STRINGS } from './i18n.js';
import { klondike, options } from './klondike-fixture.js';

describe('links', () => {
  it('writes and reads every kind of move', () => {
    const moves: Move[] = [
      { type: 'move', from: 'column-1', to: 'foundation-2', count: 1 },
      { type: 'move', from: 'column-3', to: 'column-4', count: 3 },
      { type: 'pair', piles: ['place-1', 'place-7'] },
      { type: 'draw' }, { type: 'recycle' }, { type: 'deal' }, { type: 'gather' }, { type: 'end' },
    ];
    for (const move of moves) {
      const read = moveFromText(moveToText(move));
      expect(read.ok).toBe(true);
      if (read.ok && move.type === 'move') expect(read.value).toMatchObject({ from: move.from, to: move.to });
      else if (read.ok) expect(read.value).toEqual(move);
    }
    expect(moveFromText('nonsense move').ok).toBe(false);
  });

  it('round-trips a record with options, seed, moves and cursor', () => {
    const record = { ...newRecord(klondike, { ...options, draw: 1 }, { seed: 4242 }), moves: [{ type: 'draw' } as Move, { type: 'draw' } as Move] };
    const query = recordToQuery(klondike, record, 1, true);
    expect(query).toContain('o.draw=1');
    expect(query).not.toContain('o.redeals');
    const read = recordFromQuery(query, GAMES, () => 0);
    expect(read && read.ok && read.value).toMatchObject({ game: 'klondike', deal: { seed: 4242 }, options: { draw: 1 }, cursor: 1 });
    expect(read && read.ok && read.value.moves.length).toBe(2);
  });

  it('reads a deck order, reports bad links, and ignores ordinary visits', () => {
    const deck = deckOrderOf({ seed: 5 }, 52);
    if (!deck.ok) throw new Error();
    const read = recordFromQuery(`?game=klondike&deck=${deck.value.join('')}`, GAMES, () => 0);
    expect(read?.ok && read.value.deal).toEqual({ deck: deck.value });
    expect(recordFromQuery('', GAMES, () => 0)).toBeNull();
    expect(recordFromQuery('?utm_source=mail&ref=x', GAMES, () => 0)).toBeNull();
    // A link's own parameters without the game: a link cut short, said so (not ignored).
    for (const query of ['?seed=5', '?preset=classic', '?o.draw=1', '?moves=stock&cursor=1', '?deck=AS']) {
      const cut = recordFromQuery(query, GAMES, () => 0);
      expect(cut?.ok === false && cut.problem.key).toBe('noGame');
    }
    const cut = recordFromQuery('?seed=5&o.draw=1&utm_source=x', GAMES, () => 0);
    expect(cut?.ok === false && cut.problem.values).toEqual({ names: 'seed, o.draw' });
    expect(recordFromQuery('?game=nope', GAMES, () => 0)?.ok).toBe(false);
    expect(recordFromQuery('?game=klondike&o.draw=7', GAMES, () => 0)?.ok).toBe(false);
    expect(recordFromQuery('?game=klondike&seed=1&moves=column-1>column-2*9', GAMES, () => 0)?.ok).toBe(false);
    const random = recordFromQuery('?game=klondike', GAMES, () => 77);
    expect(random?.ok && random.value.deal).toEqual({ seed: 77 });
  });

  it('reports links that name built-in property names as unknown, with a translatable problem', () => {
    const problemOf = (query: string) => {
      const read = recordFromQuery(query, GAMES, () => 0);
      if (!read || read.ok) throw new Error(`expected a bad link: ${query}`);
      return read.problem;
    };
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(problemOf(`?game=${name}&seed=1`)).toEqual({ key: 'unknownGame', values: { name } });
      expect(problemOf(`?game=klondike&seed=1&preset=${name}`)).toEqual({ key: 'unknownPreset', values: { name } });
      expect(problemOf(`?game=klondike&seed=1&o.${name}=1`)).toEqual({ key: 'unknownOption', values: { name } });
      expect(problemOf(`?game=klondike&seed=1&moves=${name}>column-1`).key).toBe('unknownPile');
      expect(problemOf(`?game=elevens&seed=1&moves=column-1%2B${name}`).key).toBe('unknownPile');
    }
    expect(problemOf('?game=klondike&seed=abc')).toMatchObject({ key: 'badSeed', values: { value: 'abc' } });
    expect(problemOf('?game=klondike&seed=4294967296').key).toBe('badSeed');
    expect(problemOf('?game=klondike&o.draw=7').key).toBe('badOptionValue');
    expect(problemOf('?game=klondike&deck=ASKS').key).toBe('badDeck');
    expect(problemOf('?game=klondike&seed=1&moves=fly').key).toBe('badMove');
    expect(problemOf('?game=klondike&seed=1&cursor=x').key).toBe('badCursor');
    // Issue 8, item 10: a cursor past the end is refused, not cut back silently.
    expect(problemOf('?game=klondike&seed=1&moves=draw&cursor=5')).toMatchObject({ key: 'cursorPastEnd', values: { value: '5', count: 1 } });
    expect(problemOf('?game=klondike&seed=1&moves=draw,column-1>column-2*9')).toMatchObject({ key: 'illegalMove', values: { number: 2, move: 'column-1>column-2*9' } });
    // Every problem has its words in both languages, with the same placeholders.
    const keys = ['unknownGame', 'unknownPreset', 'unknownOption', 'badOptionValue', 'badSeed', 'badDeck', 'badMove', 'unknownPile', 'badCursor', 'cursorPastEnd', 'illegalMove', 'notReplayable'];
    for (const key of [...keys.map((name) => `linkError_${name}`), 'damage_noRecord', 'damage_unknownGame', 'damage_otherFormat', 'damage_notWhole', 'speedReducedMotion', 'dealInvalid']) {
      const en = (STRINGS.en as Record<string, string>)[key];
      const ru = (STRINGS.ru as Record<string, string>)[key];
      expect(en && ru, key).toBeTruthy();
      expect(ru.match(/{{\w+}}/g)?.sort(), key).toEqual(en.match(/{{\w+}}/g)?.sort());
    }
  });

  it('names in moves only the piles of the game layout (so the link check knows every pile)', () => {
    for (const game of Object.values(GAMES)) {
      const options = defaultOptions(game);
      const ids = new Set(game.layout(options).map((spec) => spec.id));
      const deck = deckOrderOf({ seed: 3 }, game.deckSize(options));
      if (!deck.ok) throw new Error(deck.error);
      let position = game.deal(deck.value, options).position;
      for (const id of Object.keys(position.piles)) expect(ids.has(id), `${game.id} ${id}`).toBe(true);
      const session = openSession(game, newRecord(game, options, { seed: 3 }));
      if (!session.ok) throw new Error(session.error);
      let current = session.value;
      for (let i = 0; i < 40; i++) {
        position = currentPosition(current);
        const moves = game.legalMoves(position, options);
        if (moves.length === 0) break;
        for (const move of moves) {
          const piles = move.type === 'move' ? [move.from, move.to] : move.type === 'pair' ? move.piles : [];
          for (const pile of piles) expect(ids.has(pile), `${game.id} ${pile}`).toBe(true);
        }
        const played = sessionPlay(current, moves[i % moves.length]);
        if (!played.ok) break;
        current = played.value.session;
      }
    }
  });

  it('issue 12, item 1: every combination of Go, No Go\'s aces × transfers survives a link and a saved record, and replays to the same position', () => {
    const gng = GAMES['go-no-go'];
    for (const aces of ['always', 'go-only']) {
      for (const transfers of ['adjacent', 'suit']) {
        const chosen = { aces, transfers };
        let record = newRecord(gng, chosen, { seed: 12 });
        // A playout long enough to reach the first transfers, where the readings differ.
        const deck = deckOrderOf({ seed: 12 }, 52);
        if (!deck.ok) throw new Error(deck.error);
        let position = gng.deal(deck.value, chosen).position;
        for (let step = 0; step < 70 && gng.legalMoves(position, chosen).length > 0; step++) {
          const legal = gng.legalMoves(position, chosen);
          const move = legal[step % legal.length];
          record = { ...record, moves: [...record.moves, move] };
          position = gng.apply(position, move, chosen).position;
        }
        const read = recordFromQuery(recordToQuery(gng, record, record.moves.length, true), GAMES, () => 0);
        expect(read && read.ok && read.value.options, `${aces} ${transfers}`).toEqual(chosen);
        const loaded = loadRecord(saveRecord(record), GAMES);
        expect(loaded.ok && loaded.value.options).toEqual(chosen);
        for (const again of [read && read.ok ? read.value : null, loaded.ok ? loaded.value : null]) {
          const replayed = again && replayRecord(gng, again);
          expect(replayed && replayed.ok && replayed.value.positions.at(-1)).toEqual(position);
        }
      }
    }
  });

  it('keys statistics by game and sorted options', () => {
    expect(statsKey('klondike', { b: 1, a: true })).toBe('klondike|a=true|b=1');
  });
});
