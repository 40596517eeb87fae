/**
 * The worker of `npm run soak` (scripts/soak.mjs; docs/soak.md): plays and checks one batch of random legal playouts
 * (src/solver/soak.ts) in a piscina worker thread loaded from dist/cli/soak-worker.js, on one machine or for a soak
 * worker of the queue (soak-queue.ts).
 */
import { GAMES } from '../games/index.js';
import { type SoakBatch, type SoakBatchOutcome, soakBatch } from '../solver/soak.js';

/** A batch's outcome with its time, in ms of this thread (performance.now). */
export type SoakBatchResult = SoakBatchOutcome & { ms: number };

/** Plays one batch. @throws Error for a game id this version does not know (a coordinator of another version). */
export default function runSoakBatch(batch: SoakBatch): SoakBatchResult {
  const started = performance.now();
  const game = Object.hasOwn(GAMES, batch.game) ? GAMES[batch.game] : undefined;
  if (!game) throw new Error(`unknown game "${batch.game}"`);
  const outcome = soakBatch(game, batch);
  return { ...outcome, ms: performance.now() - started };
}
