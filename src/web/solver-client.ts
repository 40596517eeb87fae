/**
 * The main-thread side of the solver worker (solver-worker.ts): one search at a time, started lazily, cancelled by
 * terminating the worker (a synchronous search cannot be interrupted any other way) and starting a fresh one on the
 * next request. Every request gets a promise; a cancelled request resolves to `null`.
 */
import type { DealSpec } from '../core/deal.js';
import type { Move, Options, Position } from '../core/game.js';
import type { Verdict } from '../solver/types.js';

/**
 * A request to the worker. `id` ties the replies to it. `solve`: the solver's verdict within `budgetMs` and `states`
 * (docs/solver.md `SolveBudget`; each optional, at least one given). `fair`: the move of the player that does not peek
 * (src/solver/fair/) after `moves` from `deal`, and its chance to win from there; the worker builds the player's view
 * from the transitions of the moves (what the player saw), never from the face-down cards.
 */
export type WorkerRequest =
  | { type: 'solve'; id: number; gameId: string; options: Options; position: Position; budgetMs?: number; states?: number }
  | { type: 'winnable'; id: number; gameId: string; options: Options; fromSeed: number; budgetMs: number; maxDeals: number; maxMs: number }
  | { type: 'fair'; id: number; gameId: string; options: Options; deal: DealSpec; moves: Move[] };

/** A reply from the worker. `fair-chose`: the fair player's move (null when it has none) and its chance 0..1 (null when it drew no samples). */
export type WorkerReply =
  | { type: 'solved'; id: number; verdict: Verdict; moves: Move[]; ms: number; states: number }
  | { type: 'fair-chose'; id: number; move: Move | null; chance: number | null; samples: number }
  | { type: 'progress'; id: number; seed: number; tried: number }
  | { type: 'found'; id: number; seed: number; tried: number; moves: Move[] }
  | { type: 'not-found'; id: number; nextSeed: number; tried: number }
  | { type: 'error'; id: number; message: string };

export type SolveReply = Extract<WorkerReply, { type: 'solved' }>;
export type WinnableReply = Extract<WorkerReply, { type: 'found' | 'not-found' }>;
export type FairReply = Extract<WorkerReply, { type: 'fair-chose' }>;

type WorkerLike = Pick<Worker, 'postMessage' | 'terminate'> & { onmessage: ((event: MessageEvent<WorkerReply>) => void) | null; onerror: ((event: ErrorEvent) => void) | null };

interface Pending {
  id: number;
  resolve: (reply: WorkerReply | null) => void;
  onProgress?: (reply: Extract<WorkerReply, { type: 'progress' }>) => void;
}

/** Starts the worker: Vite turns this into a lazily loaded chunk of its own. */
function startWorker(): WorkerLike {
  return new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

export class SolverClient {
  private worker: WorkerLike | null = null;
  private pending: Pending | null = null;
  private nextId = 1;

  constructor(private readonly spawn: () => WorkerLike = startWorker) {}

  /** True while a search runs. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** The id of the running request (null when idle): lets a caller cancel only its own search. */
  get currentId(): number | null {
    return this.pending?.id ?? null;
  }

  /** Solves a position within `budgetMs`; resolves null when cancelled (or the worker failed). */
  solve(gameId: string, options: Options, position: Position, budgetMs: number): Promise<SolveReply | null> {
    return this.solveWithin(gameId, options, position, { budgetMs });
  }

  /** Solves a position within a budget of time (`budgetMs`) or positions (`states`), or both; null when cancelled. */
  async solveWithin(gameId: string, options: Options, position: Position, budget: { budgetMs?: number; states?: number }): Promise<SolveReply | null> {
    const reply = await this.run({ type: 'solve', id: 0, gameId, options, position, ...budget });
    return reply?.type === 'solved' ? reply : null;
  }

  /** The fair player's move and chance after `moves` from `deal` (see `WorkerRequest`); resolves null when cancelled. */
  async fair(gameId: string, options: Options, deal: DealSpec, moves: Move[]): Promise<FairReply | null> {
    const reply = await this.run({ type: 'fair', id: 0, gameId, options, deal, moves });
    return reply?.type === 'fair-chose' ? reply : null;
  }

  /** Tries seeds in turn from `fromSeed` for a deal proved winnable; resolves null when cancelled. */
  async findWinnable(gameId: string, options: Options, fromSeed: number, budgetMs: number, maxDeals: number, maxMs: number, onProgress: (seed: number, tried: number) => void): Promise<WinnableReply | null> {
    const reply = await this.run({ type: 'winnable', id: 0, gameId, options, fromSeed, budgetMs, maxDeals, maxMs }, (progress) => onProgress(progress.seed, progress.tried));
    return reply?.type === 'found' || reply?.type === 'not-found' ? reply : null;
  }

  /** Stops the running search (the worker is terminated; the next request starts a new one). */
  cancel(): void {
    if (!this.pending) return;
    const pending = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    pending.resolve(null);
  }

  /**
   * Starts the worker now if none runs, so that the next request does not wait for it to load (the table calls this
   * when it is idle: a hint on demand then costs the search alone). Does nothing while a worker exists.
   */
  warm(): void {
    this.worker ??= this.spawn();
  }

  /** Terminates the worker for good (until the next request). */
  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private run(request: WorkerRequest, onProgress?: Pending['onProgress']): Promise<WorkerReply | null> {
    this.cancel();
    const id = this.nextId++;
    const worker = (this.worker ??= this.spawn());
    return new Promise((resolve) => {
      this.pending = { id, resolve, onProgress };
      worker.onmessage = (event) => {
        const reply = event.data;
        const pending = this.pending;
        if (!pending || reply.id !== pending.id) return;
        if (reply.type === 'progress') {
          pending.onProgress?.(reply);
          return;
        }
        this.pending = null;
        pending.resolve(reply.type === 'error' ? null : reply);
      };
      worker.onerror = () => {
        const pending = this.pending;
        this.pending = null;
        this.worker?.terminate();
        this.worker = null;
        pending?.resolve(null);
      };
      worker.postMessage({ ...request, id });
    });
  }
}
