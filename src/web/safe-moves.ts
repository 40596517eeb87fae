/**
 * The "safe" automatic moves to the foundations (the setting "safe moves to the foundations by themselves").
 *
 * The rule, the same for every game: a single card goes to a foundation by itself when that move is legal, the
 * card can go to only one foundation (so there is no choice to take away), and either it is an Ace or a Two, or
 * every card one rank lower (all suits, both decks) already lies on a foundation. A card that every lower card has
 * passed can no longer be needed in the tableau to hold one of them, so sending it up never spoils a game built
 * down by rank (Klondike, Topsy-Turvy Queens, Go, No Go); in the games without building (seed 001) nothing is
 * built on tableau cards at all.
 */
import { rankValue } from '../core/cards.js';
import type { Move, PileSpec, Position } from '../core/game.js';

/** The first safe move to a foundation among `legal`, or null. */
export function safeFoundationMove(specs: readonly PileSpec[], position: Position, legal: readonly Move[]): Move | null {
  const kinds = new Map(specs.map((spec) => [spec.id, spec.kind]));
  const onFoundations: number[] = new Array(14).fill(0);
  const total: number[] = new Array(14).fill(0);
  for (const [id, pile] of Object.entries(position.piles)) {
    for (const card of pile.cards) {
      const value = rankValue(card);
      total[value] += 1;
      if (kinds.get(id) === 'foundation') onFoundations[value] += 1;
    }
  }
  const toFoundation = legal.filter((move): move is Extract<Move, { type: 'move' }> => move.type === 'move' && kinds.get(move.to) === 'foundation' && kinds.get(move.from) !== 'foundation' && (move.count ?? 1) === 1);
  for (const move of toFoundation) {
    if (toFoundation.some((other) => other.from === move.from && other.to !== move.to)) continue;
    const pile = position.piles[move.from];
    const card = pile.cards[pile.cards.length - 1];
    if (card === undefined) continue;
    const value = rankValue(card);
    if (value <= 2 || onFoundations[value - 1] === total[value - 1]) return move;
  }
  return null;
}
