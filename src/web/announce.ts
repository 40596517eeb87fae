/**
 * Words for screen readers and the hint line (docs/web.md, "Input model", "Announcements"): a pile's name and what
 * lies on it, a move's steps, a hinted move. Pure functions of the position and the translation function.
 */
import type { AnyGame, Move, Options, PileSpec, Position, Status, Step } from '../core/game.js';
import type { PileNames } from '../core/game-view.js';
import { illegalReason } from '../core/engine.js';
import { cardName } from './cards.js';
import type { HintKind } from './use-solver.js';
import type { Language, T } from './i18n.js';

/** Names piles and describes moves in the player's language. */
export class Announcer {
  private readonly specs: ReadonlyMap<string, PileSpec>;

  /**
   * `pileNames`: what the game calls its piles (its view's `pileNames`, core/game-view.ts), read in `language`; a kind
   * the game leaves unnamed takes the interface's generic word (`kind_<kind>`).
   */
  constructor(
    specs: readonly PileSpec[],
    private readonly t: T,
    private readonly pileNames: PileNames | undefined,
    private readonly language: Language,
  ) {
    this.specs = new Map(specs.map((spec) => [spec.id, spec]));
  }

  /**
   * A pile's short name, in the words of the game's rules page: its kind's name and the pile's number ("Column 3",
   * "King row, place 2", «Колонка 3»); an id the layout lacks comes back as it is.
   */
  pileName(id: string): string {
    const spec = this.specs.get(id);
    if (!spec) return id;
    const number = /(\d+)$/.exec(id)?.[1];
    const word = this.pileNames?.[spec.kind]?.[this.language] ?? this.t(`kind_${spec.kind}`);
    return `${word}${number ? ` ${number}` : ''}`;
  }

  /** A pile's name and what lies on it ("Column 3: Seven of hearts, 4 cards, 3 face down"), and its badge when it has one. */
  pileLabel(id: string, position: Position, badge?: string): string {
    const t = this.t;
    const name = this.pileName(id);
    const pile = position.piles[id];
    const extra = badge ? `; ${badge}` : '';
    if (!pile) return name;
    if (pile.cards.length === 0) return `${name}: ${t('empty')}${extra}`;
    const top = pile.cards[pile.cards.length - 1];
    const topText = pile.faceDown >= pile.cards.length ? t('faceDownCard') : cardName(top, t);
    return `${name}: ${topText}, ${t('cardsInPile', { count: pile.cards.length })}${pile.faceDown ? `, ${t('faceDownCards', { count: pile.faceDown })}` : ''}${extra}`;
  }

  /** A move's steps in words (at most six, then "…"). */
  steps(steps: readonly Step[]): string {
    const t = this.t;
    const parts = steps.slice(0, 6).map((step) => {
      if (step.type === 'flip') return t(step.faceUp ? 'announceFlip' : 'announceFlipDown', { card: cardName(step.card, t) });
      const cards = !step.faceUp || step.cards.length > 3 ? t('announceCardsHidden', { count: step.cards.length }) : step.cards.map((card) => cardName(card, t)).join(', ');
      return t('announceMove', { cards, from: this.pileName(step.from), to: this.pileName(step.to) });
    });
    if (steps.length > 6) parts.push('…');
    return parts.join('. ');
  }

  /** A move about to be played (a hint), in words. */
  move(move: Move, position: Position): string {
    const t = this.t;
    if (move.type === 'move') {
      const pile = position.piles[move.from];
      const count = move.count ?? 1;
      const first = pile?.cards[pile.cards.length - count];
      const cards = first === undefined ? '' : `${cardName(first, t)}${count > 1 ? ` ${t('hintAndMore', { count: count - 1 })}` : ''}`;
      return t('announceMove', { cards, from: this.pileName(move.from), to: this.pileName(move.to) });
    }
    if (move.type === 'pair') {
      const names = move.piles.map((id) => {
        const top = position.piles[id]?.cards.at(-1);
        return top === undefined ? this.pileName(id) : cardName(top, t);
      });
      return t('hintPair', { a: names[0], b: names[1] });
    }
    return t(`move_${move.type}`);
  }

  /** Why the rules refuse `move` in `position` (engine.ts `illegalReason`), in words: said, and shown for a while. */
  refusal(position: Position, move: Move): string {
    const reason = illegalReason(position, move);
    return this.t(`refused_${reason.code}`, {
      card: reason.code === 'rules' ? cardName(reason.card, this.t) : '',
      pile: 'pile' in reason ? this.pileName(reason.pile) : '',
      count: reason.code === 'faceDown' ? reason.faceUp : 0,
    });
  }

  /** What the hint line says (use-solver.ts `hintKind`, `hintMove`); empty when no hint is asked for. */
  hint(kind: HintKind | null, move: Move | null, position: Position): string {
    const t = this.t;
    if (kind === null) return '';
    if (kind === 'searching') return t('hintSearching');
    if (kind === 'lost') return move ? t('hintLostMove', { move: this.move(move, position) }) : t('hintLost');
    if (kind === 'move') return move ? t('hintMove', { move: this.move(move, position) }) : t('hintNone');
    return move ? t('hintUnknown', { move: this.move(move, position) }) : t('hintUnknownNoMove');
  }
}

/**
 * What the status line says when a game is over: won; lost for a reason of the game's own (`lossReason`, e.g.
 * Perpetual Motion's repeated stock order); lost with moves left that only go round the stock (the engine's status
 * rule); or no move left. A key of the i18n strings.
 */
export function endKey(game: AnyGame, position: Position, options: Options, status: Status): string | null {
  if (status === 'won') return 'won';
  if (status !== 'lost') return null;
  const reason = game.lossReason?.(position, options);
  if (reason) return `lostReason_${reason}`;
  return game.legalMoves(position, options).length > 0 ? 'lostReason_stockOnly' : 'lost';
}
