/**
 * The solver's Web Worker (docs/web.md, "The solver at the table"): runs `solve` from src/solver off the main thread,
 * so the table never stutters while it thinks. Built by Vite as its own chunk and started lazily by
 * solver-client.ts on the first request. A search cannot be interrupted from outside: the client cancels one by
 * terminating this worker and starting a new one.
 *
 * Requests and replies: see `WorkerRequest` and `WorkerReply` in solver-client.ts.
 */
import { GAMES } from '../games/index.js';
import { solve } from '../solver/index.js';
import { MAX_SEED, deckOrderOf } from '../core/deal.js';
import { FAIR_HINT_SETTINGS } from './fair-hint.js';
import { chooseMove, viewAfterMoves } from '../solver/fair/index.js';
import { currentPosition, newRecord, openSession } from '../core/record.js';
import type { WorkerReply, WorkerRequest } from './solver-client.js';

const scope = self as unknown as { postMessage(message: WorkerReply): void; onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null };

scope.onmessage = (event) => {
  const request = event.data;
  try {
    const game = GAMES[request.gameId];
    if (!game) throw new Error(`unknown game "${request.gameId}"`);
    if (request.type === 'solve') {
      const result = solve(game, request.position, request.options, { ms: request.budgetMs, states: request.states });
      scope.postMessage({ type: 'solved', id: request.id, verdict: result.result, moves: result.moves, ms: result.ms, states: result.states });
      return;
    }
    if (request.type === 'fair') {
      const deck = deckOrderOf(request.deal, game.deckSize(request.options));
      if (!deck.ok) throw new Error(deck.error);
      const view = viewAfterMoves(game, deck.value, request.options, request.moves);
      const choice = chooseMove(game, view, request.options, FAIR_HINT_SETTINGS);
      scope.postMessage({ type: 'fair-chose', id: request.id, move: choice.move, chance: Number.isNaN(choice.chance) ? null : choice.chance, samples: choice.samples });
      return;
    }
    // Winnable deals: seeds in turn from `fromSeed` (wrapping past MAX_SEED), the first one proved won.
    const started = performance.now();
    let seed = request.fromSeed;
    let tried = 0;
    for (; tried < request.maxDeals; tried++) {
      if (tried > 0 && performance.now() - started > request.maxMs) break;
      scope.postMessage({ type: 'progress', id: request.id, seed, tried });
      const opened = openSession(game, newRecord(game, request.options, { seed }));
      if (opened.ok) {
        const result = solve(game, currentPosition(opened.value), request.options, { ms: request.budgetMs });
        if (result.result === 'won') {
          scope.postMessage({ type: 'found', id: request.id, seed, tried: tried + 1, moves: result.moves });
          return;
        }
      }
      seed = seed >= MAX_SEED ? 0 : seed + 1;
    }
    scope.postMessage({ type: 'not-found', id: request.id, nextSeed: seed, tried });
  } catch (error) {
    scope.postMessage({ type: 'error', id: request.id, message: String((error as Error)?.message ?? error) });
  }
};
