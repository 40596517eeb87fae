/**
 * A job runner with a bounded number of lanes, shared by `pasyans stats` (its worker threads and its queue
 * coordinator) and the soak run's queue coordinator.
 */

/**
 * Runs `work` on every job of `jobs` with at most `lanes` at a time, taking the next job only when a lane is free:
 * an iterable of any length is never listed in advance. After a failure no new job starts; the first error is
 * thrown once the running ones end.
 */
export async function runLazily<T>(jobs: Iterable<T>, lanes: number, work: (job: T) => Promise<void>): Promise<void> {
  const iterator = jobs[Symbol.iterator]();
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (failure === null) {
      const next = iterator.next();
      if (next.done) return;
      try {
        await work(next.value);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
