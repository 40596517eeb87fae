/**
 * The results of a `pasyans stats` run written in the order of its deals (issue 26, item 1), whatever order the worker
 * threads or the queue's workers finish them in: the deals of `--deals` in number order, those of `--decks` in the
 * file's order. With a budget that does not read the clock (`--budget-states`, the fair player) two runs of the same
 * command then write the same bytes, however the deals were shared out.
 *
 * A result that comes before those of the deals ahead of it is held until they come. Memory stays flat: a run on this
 * machine takes no new deal while `limit` results are held (`room`), and the queue has at most its batches ahead.
 */
export class InOrder<T> {
  /** The names expected, in the run's order; those before `head` are written. */
  private expected: string[] = [];
  private head = 0;
  private readonly held = new Map<string, T>();
  private waiters: (() => void)[] = [];

  /** `write` writes one result; `limit`: the most results held before `room()` waits. */
  constructor(private readonly write: (item: T) => void, readonly limit = 10_000) {}

  /** Marks `name` as the run's next deal to be solved: its result is written after those of every deal expected before it. */
  expect(name: string): void {
    this.expected.push(name);
  }

  /** The result of `name` (expected before): written now if every deal before it is written, else held. */
  put(name: string, item: T): void {
    this.held.set(name, item);
    while (this.head < this.expected.length && this.held.has(this.expected[this.head])) {
      const next = this.expected[this.head++];
      const ready = this.held.get(next)!;
      this.held.delete(next);
      this.write(ready);
    }
    if (this.head > 1024 && this.head * 2 > this.expected.length) {
      this.expected = this.expected.slice(this.head);
      this.head = 0;
    }
    if (this.held.size < this.limit) this.wake();
  }

  /** How many results are held, waiting for those of deals before them. */
  get waiting(): number {
    return this.held.size;
  }

  /** Resolves once fewer than `limit` results are held. */
  async room(): Promise<void> {
    while (this.held.size >= this.limit) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /**
   * Writes every result held, in the run's order, skipping the deals whose results never came: after a run that
   * failed, so that nothing solved is lost (a rerun resumes from them, in whatever order they stand).
   */
  flush(): void {
    for (const name of this.expected.slice(this.head)) {
      if (!this.held.has(name)) continue;
      const item = this.held.get(name)!;
      this.held.delete(name);
      this.write(item);
    }
    this.expected = [];
    this.head = 0;
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/**
 * The jobs of `jobs` as they are taken, each not in `done` expected by `order` first (the queue cuts its batches from
 * every deal of the run, those done included; a run here gets only the deals not done).
 */
export function* expecting<J extends { name: string }>(jobs: Iterable<J>, done: { has(name: string): boolean }, order: { expect(name: string): void }): Generator<J> {
  for (const job of jobs) {
    if (!done.has(job.name)) order.expect(job.name);
    yield job;
  }
}
