/**
 * Piles by kind (`PileKind`, game.ts): the one way to find a game's foundations, columns or stock. Code never reads
 * a pile's kind from its id.
 */
import type { AnyGame, Options, PileKind } from './game.js';

const cache = new WeakMap<AnyGame, Map<string, ReadonlyMap<string, PileKind>>>();

/**
 * The kind of every pile of the game's layout under `options`, by pile id, in layout order. Computed once per game
 * and options (layouts are pure functions of the options).
 */
export function pileKinds(game: AnyGame, options: Options): ReadonlyMap<string, PileKind> {
  let byOptions = cache.get(game);
  if (!byOptions) cache.set(game, (byOptions = new Map()));
  const key = JSON.stringify(options);
  let kinds = byOptions.get(key);
  if (!kinds) {
    kinds = new Map(game.layout(options).map((spec) => [spec.id, spec.kind]));
    byOptions.set(key, kinds);
  }
  return kinds;
}

/** The ids of the game's piles of one kind, in layout order (empty when it has none). */
export function pilesOfKind(game: AnyGame, options: Options, kind: PileKind): string[] {
  return [...pileKinds(game, options)].filter(([, k]) => k === kind).map(([id]) => id);
}
