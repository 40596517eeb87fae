/**
 * Results that carry an error value instead of throwing: the engine and the parsers return these, so that an
 * illegal move or a bad file never throws into the UI or the command line.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function err<T = never>(error: string): Result<T> {
  return { ok: false, error };
}
