/**
 * The "safe" automatic moves to the foundations (the setting "safe moves to the foundations by themselves";
 * docs/web.md, "Safe moves to the foundations").
 *
 * Automatic play never overrules the player, so a move goes by itself only when it takes no choice away:
 * 1. it moves a single card onto a foundation, and it is legal;
 * 2. that card can go to only one foundation, and every other card that can go up now can still go up after it (no
 *    choice of place, nor of which of two cards takes the one place left: in Artless two Sevens may wait for one
 *    foundation; in Klondike two Aces never compete, the second takes the next empty foundation);
 * 3. the game does not call the move a choice of the player's (`GameDefinition.isPlayersChoice`: Moving Shops' first
 *    card, which fixes the base rank, RULES.md section 4);
 * 4. the card is not one the player moved by their last move (`pinned`): a card the player took down from a
 *    foundation, or laid on a column instead of a foundation, stays until the player's next move;
 * 5. either it is an Ace or a Two, or every card one rank lower (all suits, both decks) already lies on a
 *    foundation. A card that every lower card has passed can no longer be needed in the tableau to hold one of them,
 *    so sending it up never spoils a game built down by rank (Klondike, Topsy-Turvy Queens, Go, No Go); in the games
 *    without building (seed 001) nothing is built on tableau cards at all.
 * When automatic moves may start at all (only after the player's own move) is the app's part (auto-play.ts).
 */
import { type Card, rankValue } from '../core/cards.js';
import type { AnyGame, Move, Options, Position, Step } from '../core/game.js';
import { pileKinds } from '../core/piles.js';

/** Cards the player's last move put down, each with the pile it lies on: automatic play leaves them there. */
export type PinnedCards = ReadonlyMap<Card, string>;

/** The cards the player moved by hand in a move's steps (not the automatic steps, not a stock move's cards). */
export function pinnedBy(move: Move, steps: readonly Step[]): Map<Card, string> {
  const pinned = new Map<Card, string>();
  if (move.type !== 'move' && move.type !== 'pair') return pinned;
  for (const step of steps) if (step.type === 'move' && !step.auto) for (const card of step.cards) pinned.set(card, step.to);
  return pinned;
}

/** The first safe move to a foundation among `legal` (the rule in the module comment), or null. */
export function safeFoundationMove(game: AnyGame, options: Options, position: Position, legal: readonly Move[], pinned: PinnedCards = new Map()): Move | null {
  const kinds = pileKinds(game, options);
  const onFoundations: number[] = new Array(14).fill(0);
  const total: number[] = new Array(14).fill(0);
  for (const [id, pile] of Object.entries(position.piles)) {
    for (const card of pile.cards) {
      const value = rankValue(card);
      total[value] += 1;
      if (kinds.get(id) === 'foundation') onFoundations[value] += 1;
    }
  }
  const toFoundation = legal.filter((move): move is Extract<Move, { type: 'move' }> => move.type === 'move' && kinds.get(move.to) === 'foundation' && kinds.get(move.from) !== 'foundation');
  for (const move of toFoundation) {
    if ((move.count ?? 1) !== 1) continue;
    if (toFoundation.some((other) => other !== move && other.from === move.from)) continue;
    if (game.isPlayersChoice?.(position, move, options)) continue;
    const pile = position.piles[move.from];
    const card = pile.cards[pile.cards.length - 1];
    if (card === undefined || pinned.get(card) === move.from) continue;
    const value = rankValue(card);
    if (!(value <= 2 || onFoundations[value - 1] === total[value - 1])) continue;
    if (takesAPlaceAway(game, options, position, move, toFoundation, kinds)) continue;
    return move;
  }
  return null;
}

/** True when, after `move`, a card that could go to a foundation before (from another pile) no longer can. */
function takesAPlaceAway(game: AnyGame, options: Options, position: Position, move: Extract<Move, { type: 'move' }>, toFoundation: readonly Extract<Move, { type: 'move' }>[], kinds: ReadonlyMap<string, string>): boolean {
  const others = new Set(toFoundation.filter((other) => other.from !== move.from && other.to === move.to).map((other) => other.from));
  if (others.size === 0) return false;
  const after = game.apply(position, move, options).position;
  const stillUp = new Set<string>();
  for (const next of game.legalMoves(after, options)) if (next.type === 'move' && kinds.get(next.to) === 'foundation') stillUp.add(next.from);
  for (const from of others) if (!stillUp.has(from)) return true;
  return false;
}
