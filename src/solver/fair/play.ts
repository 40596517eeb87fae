/**
 * A whole game played by the player that does not peek (issue 27, items 1 and 3): the deal is dealt by the engine,
 * and at every move the player gets only its `PlayerView` (view.ts), built from what the transitions showed, and
 * chooses by `chooseMove` (choose.ts). The engine plays each move (`playMove`: an illegal one is a bug and throws) and
 * says when the game is over (`gameStatus`); a won game's moves are certified by replaying them from the deal
 * (`certifyWin`). The player never reads the position's face-down cards: only the engine does, as the table would.
 *
 * The player remembers which moves it has played from each view (`tried`) and never plays one again from the same
 * view, so a game always ends: won, lost (no legal move, or a game's own loss), given up (every legal move tried here
 * already) or at `maxMoves`. When the view hides at most one card and the solver has won from there, the player plays
 * that line out without searching again (the cards it needs are all known, so it wins).
 */
import type { Card } from '../../core/cards.js';
import { type DealSpec, deckOrderOf } from '../../core/deal.js';
import { gameStatus, namesMove, playMove } from '../../core/engine.js';
import type { AnyGame, Move, Options, Transition } from '../../core/game.js';
import { certifyWin } from '../certify.js';
import { type FairChoice, type FairSettings, chooseMove } from './choose.js';
import { type PlayerView, hiddenCount, madeProgress, nextView, openingView, progressMeasure, viewHash, viewKey } from './view.js';

/** The settings of a whole game: the player's (choose.ts) and the longest game it plays. */
export interface FairPlaySettings extends FairSettings {
  /** The most moves before the player stops (a loss). Default 5,000. */
  maxMoves?: number;
  /** Resign (a loss) when no sample is won from the view, after the escalated searches. Default true. */
  resign?: boolean;
}

/** How a game of the fair player ended. */
export type FairEnding = 'won' | 'lost' | 'resigned' | 'gave-up' | 'move-limit';

/** A game played by the player that does not peek. */
export interface FairGame {
  /** `won` when the engine says the last position is won (its moves certified from the deal); else `lost`. */
  result: 'won' | 'lost';
  /**
   * `lost`: the game ended lost (no legal move, or the game's own loss); `resigned`: no sample could be won from the
   * view; `gave-up`: every legal move had been tried from the view; `move-limit`: `maxMoves` reached.
   */
  ending: FairEnding;
  /** The moves played, from the deal: a game record's moves (replayable by `pasyans play --moves`). */
  moves: Move[];
  /** Per move, the player's chance from its samples before it (NaN where it drew none: one candidate, a line followed, or a move within a candidate after its first). */
  chances: number[];
  /** Decisions that drew samples, samples drawn, positions expanded and searches run, over the whole game. */
  decisions: number;
  samples: number;
  states: number;
  searches: number;
}

/**
 * Plays `deal` (a seed or a deck order) of `game` under `options` with the player that does not peek (see the module
 * comment). Deterministic: the same arguments give the same game.
 * @throws Error for a deck that does not fit the game (callers validate input first), or when the engine refuses a
 *   move the player chose (a bug).
 */
export function playFair(game: AnyGame, deal: DealSpec, options: Options, settings: FairPlaySettings = {}): FairGame {
  const deck = deckOrderOf(deal, game.deckSize(options));
  if (!deck.ok) throw new Error(deck.error);
  return playFairDeck(game, deck.value, options, settings);
}

/**
 * What the player remembers along a game (view.ts `PlayerView` and its memories): the view, the candidates it has
 * played from each view, the views it has been at, the moves since it last made progress and the foundations' record.
 */
class Memory {
  private readonly tried = new Map<string, Move[][]>();
  private readonly earlier = new Set<number>();
  private idle = 0;
  private record = 0;

  constructor(
    private readonly game: AnyGame,
    private readonly options: Options,
    public view: PlayerView,
  ) {}

  /** The view with the memories filled in, as `chooseMove` takes it. */
  current(): PlayerView {
    return { ...this.view, tried: this.tried.get(viewKey(this.view)) ?? [], earlier: [...this.earlier], idle: this.idle, record: this.record };
  }

  /** Remembers that `moves` (a candidate) were played from the current view. */
  played(moves: Move[]): void {
    const key = viewKey(this.view);
    this.tried.set(key, [...(this.tried.get(key) ?? []), moves]);
  }

  /** Sees the transition of a move played. */
  see(transition: Transition): void {
    const after = nextView(this.game, this.options, this.view, transition);
    this.earlier.add(viewHash(this.view));
    this.idle = madeProgress(this.game, this.options, { ...this.view, record: this.record }, after) ? 0 : this.idle + 1;
    this.record = Math.max(this.record, progressMeasure(this.game, this.options, after).foundations);
    this.view = after;
  }
}

/**
 * The view of a player who has played `moves` from the deal `deck`, with its memories (each move remembered as played
 * from the view before it): for a hint or a chance to win in a game in progress (`chooseMove`).
 * @throws Error when a move is illegal (callers replay a game record's moves, checked when it was loaded).
 */
export function viewAfterMoves(game: AnyGame, deck: readonly Card[], options: Options, moves: readonly Move[]): PlayerView {
  const dealt = game.deal(deck, options);
  const memory = new Memory(game, options, openingView(game, options, dealt));
  let position = dealt.position;
  for (const move of moves) {
    const next = playMove(game, position, options, move);
    if (!next.ok) throw new Error(next.error);
    memory.played([move]);
    memory.see(next.value);
    position = next.value.position;
  }
  return memory.current();
}

/** `playFair` on a deck order. */
export function playFairDeck(game: AnyGame, deck: readonly Card[], options: Options, settings: FairPlaySettings = {}): FairGame {
  const maxMoves = settings.maxMoves ?? 5000;
  const resign = settings.resign ?? true;
  const dealt = game.deal(deck, options);
  const opening = dealt.position;
  let position = opening;
  const memory = new Memory(game, options, openingView(game, options, dealt));
  const played: FairGame = { result: 'lost', ending: 'lost', moves: [], chances: [], decisions: 0, samples: 0, states: 0, searches: 0 };
  let plan: Move[] = [];
  while (gameStatus(game, position, options) === 'playing') {
    const view = memory.current();
    let moves: Move[];
    let chance = Number.NaN;
    if (plan.length > 0 && hiddenCount(view) <= 1 && !view.tried.some((tried) => namesMove(tried[0], plan[0]))) {
      moves = [plan.shift()!];
    } else {
      const choice: FairChoice = chooseMove(game, view, options, settings);
      tally(played, choice);
      if (choice.move === null) {
        played.ending = 'gave-up';
        return played;
      }
      if (resign && choice.samples > 0 && choice.won === 0) {
        played.ending = 'resigned';
        return played;
      }
      moves = choice.moves;
      chance = choice.chance;
      plan = choice.line ? choice.line.slice(moves.length) : [];
    }
    memory.played(moves);
    for (const move of moves) {
      if (played.moves.length >= maxMoves) {
        played.ending = 'move-limit';
        return played;
      }
      const next = playMove(game, position, options, move);
      if (!next.ok) throw new Error(`${game.id}: the fair player chose an illegal move (${next.error})`);
      played.moves.push(move);
      played.chances.push(chance);
      chance = Number.NaN;
      position = next.value.position;
      memory.see(next.value);
    }
  }
  if (gameStatus(game, position, options) === 'won') {
    const certified = certifyWin(game, opening, options, played.moves);
    if (!certified.ok) throw new Error(`${game.id}: the fair player's win does not replay (${certified.error})`);
    played.result = 'won';
    played.ending = 'won';
  }
  return played;
}

/** Adds a decision's work to the game's totals. */
function tally(played: FairGame, choice: FairChoice): void {
  if (choice.samples > 0) played.decisions++;
  played.samples += choice.samples;
  played.states += choice.states;
  played.searches += choice.searches;
}
