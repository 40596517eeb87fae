/**
 * Drawing the cards a player has not seen (issue 27, item 1): every arrangement of `view.unseen` over the view's
 * `null` slots is equally likely given what the player saw. The deal is a uniform shuffle (core/deal.ts), and what the
 * player saw is a fixed set of cards at fixed slots, so the unseen cards are a uniform shuffle of the rest: a sample
 * is a uniform permutation of `unseen` (Fisher–Yates) filled into the slots (view.ts `fillView`).
 *
 * Seeded with pure-rand's xoroshiro128plus, as core/deal.ts is: the generator of a decision is seeded from the
 * player's seed and the view's key (`viewKey`), which holds no card the player has not seen, so the samples (and the
 * move chosen) are the same on every run and for every deal that gives this view.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Card } from '../../core/cards.js';
import type { Position } from '../../core/game.js';
import { type PlayerView, fillView, viewHash } from './view.js';

/** A seeded generator of the samples of one decision. */
export type SampleRandom = ReturnType<typeof xoroshiro128plus>;

/** The generator of the decision at `view` for the player's `seed` (an integer): from the seed and the view's key. */
export function decisionRandom(view: PlayerView, seed: number): SampleRandom {
  return xoroshiro128plus((viewHash(view) ^ Math.imul(seed | 0, 0x9e3779b1)) | 0);
}

/** A uniform permutation of `cards` (Fisher–Yates from the back, as core/deal.ts shuffles a deck). */
export function shuffled(cards: readonly Card[], random: SampleRandom): Card[] {
  const order = cards.slice();
  for (let i = order.length - 1; i > 0; i--) {
    const j = uniformInt(random, 0, i);
    const card = order[i];
    order[i] = order[j];
    order[j] = card;
  }
  return order;
}

/** `count` positions consistent with the view, each its unseen cards in a uniform random order (see the module comment). */
export function samplePositions(view: PlayerView, count: number, random: SampleRandom): Position[] {
  const samples: Position[] = [];
  for (let i = 0; i < count; i++) samples.push(fillView(view, shuffled(view.unseen, random)));
  return samples;
}
