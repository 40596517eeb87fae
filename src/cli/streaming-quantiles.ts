/**
 * Quantiles of a stream of times in memory that does not grow with their count (`pasyans stats`, issue 8 item 10).
 * Node-side only: the sketch library is not part of the pure core or the web bundle.
 */
import { DDSketch } from '@datadog/sketches-js';

/**
 * The nearest-rank quantiles of a stream of non-negative numbers (times in ms) in memory that does not grow with
 * their count: a DDSketch (@datadog/sketches-js) whose answers are within `relativeAccuracy` (default 0.5%) of the
 * exact `quantile` of the same numbers. For `pasyans stats`, where a run may hold billions of deals.
 */
export class StreamingQuantiles {
  private readonly sketch: DDSketch;

  constructor(relativeAccuracy = 0.005) {
    this.sketch = new DDSketch({ relativeAccuracy });
  }

  /** How many numbers were added. */
  get count(): number {
    return this.sketch.count;
  }

  add(value: number): void {
    this.sketch.accept(value);
  }

  /** The q-quantile (0..1) by the nearest-rank method, as `quantile` computes it; NaN when empty. */
  quantile(q: number): number {
    const count = this.sketch.count;
    if (count === 0) return Number.NaN;
    if (count === 1) return this.sketch.max;
    const rank = Math.min(count - 1, Math.max(0, Math.ceil(q * count) - 1));
    if (rank === count - 1) return this.sketch.max;
    if (rank === 0) return this.sketch.min;
    // The sketch reads rank q·(count − 1) and rounds down to the element at that rank; half a rank above the
    // wanted one keeps floating-point error from landing on the element below.
    return this.sketch.getValueAtQuantile((rank + 0.5) / (count - 1));
  }
}
