/**
 * One table, one tab (issue 28; table-owner.ts) without a browser: the Web Lock and the BroadcastChannel are fakes
 * that keep their rules (one holder; `ifAvailable`, `steal`, an abort `signal`; a message goes to every other
 * channel, later). The order of events is the point: the page that gives up writes out before the new one holds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Channel, type Locks, STEAL_AFTER_MS, TableOwner } from './table-owner.js';

/** One lock manager's rules for one exclusive lock name. */
class FakeLocks implements Locks {
  private holder: { steal: () => void } | null = null;
  private readonly waiting: { grant: () => void }[] = [];

  request(_name: string, options: LockOptions, callback: (lock: Lock | null) => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        let stolen = false;
        const entry = { steal: () => ((stolen = true), reject(new DOMException('The lock was stolen.', 'AbortError'))) };
        this.holder = entry;
        void Promise.resolve(callback({ name: 'table', mode: 'exclusive' } as Lock)).then((value) => {
          if (this.holder === entry) {
            this.holder = null;
            this.waiting.shift()?.grant();
          }
          if (!stolen) resolve(value);
        });
      };
      if (options.steal) {
        this.holder?.steal();
        grant();
      } else if (!this.holder) grant();
      else if (options.ifAvailable) void Promise.resolve(callback(null)).then(resolve);
      else {
        const entry = { grant };
        this.waiting.push(entry);
        options.signal?.addEventListener('abort', () => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new DOMException('The request was aborted.', 'AbortError'));
        });
      }
    });
  }
}

/** Channels of one name: a message reaches every other one, in a later task. */
function channels() {
  const all: ((event: MessageEvent) => void)[][] = [];
  return (): Channel => {
    const listeners: ((event: MessageEvent) => void)[] = [];
    all.push(listeners);
    return {
      postMessage: (data) => {
        for (const other of all) if (other !== listeners) setTimeout(() => other.forEach((listener) => listener({ data } as MessageEvent)), 0);
      },
      addEventListener: (_type, listener) => void listeners.push(listener),
    };
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('one table, one tab', () => {
  it('issue 28: the first page holds the table at once; a page opened later gets it only after the first has written out and let go', async () => {
    const locks = new FakeLocks();
    const channel = channels();
    const events: string[] = [];
    const first = new TableOwner(locks, channel(), {
      async giveUp() {
        events.push('first stops play');
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push('first has written out');
      },
      taken: () => events.push('first taken'),
    });
    await first.take();
    expect(first.holds).toBe(true);
    const second = new TableOwner(locks, channel(), { giveUp: async () => undefined, taken: () => undefined });
    await second.take();
    events.push('second holds');
    expect(events).toEqual(['first stops play', 'first has written out', 'second holds']);
    expect(first.holds).toBe(false);
    expect(second.holds).toBe(true);
  });

  it('issue 28: the last page opened holds the table, and the one that gave it up can take it back', async () => {
    const locks = new FakeLocks();
    const channel = channels();
    const quiet = { giveUp: async () => undefined, taken: () => undefined };
    const pages = [new TableOwner(locks, channel(), quiet), new TableOwner(locks, channel(), quiet), new TableOwner(locks, channel(), quiet)];
    for (const page of pages) await page.take();
    expect(pages.map((page) => page.holds)).toEqual([false, false, true]);
    // Taking it back is a new start of the first page (other-tab.tsx reloads it): a new owner in its place.
    const again = new TableOwner(locks, channel(), quiet);
    await again.take();
    expect([...pages, again].map((page) => page.holds)).toEqual([false, false, false, true]);
  });

  it('issue 28: a page that cannot answer (frozen) loses the table after STEAL_AFTER_MS, and learns so', async () => {
    vi.useFakeTimers();
    const locks = new FakeLocks();
    const events: string[] = [];
    // The frozen page hears nothing: no channel reaches it.
    const frozen = new TableOwner(locks, null, { giveUp: async () => void events.push('frozen gives up'), taken: () => events.push('frozen learns it was taken') });
    await frozen.take();
    const fresh = new TableOwner(locks, channels()(), { giveUp: async () => undefined, taken: () => undefined });
    let held = false;
    void fresh.take().then(() => (held = true));
    await vi.advanceTimersByTimeAsync(STEAL_AFTER_MS - 100);
    expect(held).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(held).toBe(true);
    expect(fresh.holds).toBe(true);
    expect(frozen.holds).toBe(false);
    expect(events).toEqual(['frozen learns it was taken']);
  });

  it('issue 28: a page told by the save that another page has it (storage.ts claim) stops, once', () => {
    const events: string[] = [];
    const page = new TableOwner(new FakeLocks(), null, { giveUp: async () => undefined, taken: () => events.push('taken') });
    page.taken();
    page.taken();
    expect(events).toEqual(['taken']);
  });
});
