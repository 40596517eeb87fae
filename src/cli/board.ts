/**
 * The readable text board of the command line: one line a pile, in the game's layout order, cards bottom to top,
 * a face-down card shown as `##`, and a face-down stock (the pile of kind `stock`) as its count.
 */
import type { AnyGame, Options, Position } from '../core/game.js';
import { pileKinds } from '../core/piles.js';

/** The board as lines of text. `showFaceDown` reveals face-down cards (in brackets) instead of `##`. */
export function renderBoard(game: AnyGame, position: Position, options: Options, showFaceDown = false): string {
  const layout = game.layout(options);
  const ids = layout.map((spec) => spec.id);
  const kinds = pileKinds(game, options);
  for (const id of Object.keys(position.piles)) if (!ids.includes(id)) ids.push(id);
  const width = Math.max(...ids.map((id) => id.length));
  const lines: string[] = [];
  for (const id of ids) {
    const pile = position.piles[id];
    if (!pile) continue;
    const cards = pile.cards.map((card, i) => (i < pile.faceDown ? (showFaceDown ? `[${card}]` : '##') : card));
    const isStock = kinds.get(id) === 'stock' && pile.cards.length > 0 && pile.faceDown === pile.cards.length;
    const shown = isStock && !showFaceDown ? `${pile.cards.length} ${pile.cards.length === 1 ? 'card' : 'cards'} face down` : cards.join(' ');
    lines.push(`${id.padEnd(width)}  (${String(pile.cards.length).padStart(2)})  ${shown}`);
  }
  return lines.join('\n');
}
