/**
 * One table, one tab (docs/web.md, "One table, one tab"; issue 28). The save is one (storage.ts: the game being
 * played, the games before it, the statistics, the settings), and every page of the app in one browser profile — a
 * browser tab, another window, the installed app, offline or not — reads and writes that same save. Two pages playing
 * at once would each write its own game over the other's. So one page at a time holds the table, by an exclusive Web
 * Lock (`navigator.locks`, TABLE_LOCK) held as long as it plays, and the page opened last takes it:
 *
 * 1. A page starting (main.tsx, once it is in sight) asks for the lock; when it is free, the page holds the table.
 * 2. When another page holds it, the new page asks for it on a BroadcastChannel (`{ type: 'take' }`, asked again every
 *    ASK_AGAIN_MS) and waits in the lock's queue. The page holding it stops play and writes everything out
 *    (`giveUp`), then lets go; the new page gets the lock and only then reads the save, so it goes on from the game as
 *    the other page left it.
 * 3. A page that does not let go within STEAL_AFTER_MS (frozen in the background: it cannot answer) has the lock
 *    taken from it (the lock's `steal`); it learns so when it wakes (`taken`). Anything it still tries to write is
 *    refused by the save's owner mark (storage.ts `claim`), so even then no game is written over.
 *
 * The page that gave up the table says so (other-tab.tsx) and takes it back the same way, by starting again.
 * Without Web Locks (an insecure context) every page plays on its own, as before.
 */

/** The name of the Web Lock held by the page that has the table. */
export const TABLE_LOCK = 'pasyans-table';
/** The BroadcastChannel on which a starting page asks for the table. */
export const TABLE_CHANNEL = 'pasyans-table';
/** How often a waiting page asks again (a page that took the table meanwhile hears it too), in milliseconds. */
export const ASK_AGAIN_MS = 500;
/** How long a page waits for the one holding the table to let go before it takes the lock anyway, in milliseconds. */
export const STEAL_AFTER_MS = 3_000;

/** The part of the Web Locks API used (`navigator.locks`). */
export interface Locks {
  request(name: string, options: LockOptions, callback: (lock: Lock | null) => unknown): Promise<unknown>;
}

/** The part of a BroadcastChannel used. */
export interface Channel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** What the page does when it loses the table. */
export interface TableOwnerEvents {
  /** Another page asks for the table: stop play and write everything out; the table goes once this settles. */
  giveUp(): Promise<void>;
  /** The table was taken without waiting for `giveUp` (this page did not answer in time). */
  taken(): void;
}

/** A page's id (the save's owner mark): unique enough among the pages of one browser. */
function pageId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export class TableOwner {
  /** This page's id, written as the save's owner mark (storage.ts `claim`). */
  readonly id = pageId();
  /** Lets the lock go; set while this page holds the table. */
  private release: (() => void) | null = null;
  /** True once the table is given up or taken: it never comes back to this page without a new start. */
  private lost = false;

  constructor(private readonly locks: Locks, private readonly channel: Channel | null, private readonly events: TableOwnerEvents) {
    channel?.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as { type?: unknown; from?: unknown } | null;
      if (message?.type === 'take' && message.from !== this.id) void this.giveUp();
    });
  }

  /** True while this page holds the table. */
  get holds(): boolean {
    return this.release !== null && !this.lost;
  }

  /**
   * Resolves once this page holds the table: at once when no other page has it, else once the page that has it has
   * written out its game and let go, or after STEAL_AFTER_MS when it did not answer.
   */
  async take(): Promise<void> {
    if (await this.hold({ mode: 'exclusive', ifAvailable: true })) return;
    const ask = () => this.channel?.postMessage({ type: 'take', from: this.id });
    ask();
    const asking = setInterval(ask, ASK_AGAIN_MS);
    const waited = new AbortController();
    const timer = setTimeout(() => waited.abort(), STEAL_AFTER_MS);
    try {
      await this.hold({ mode: 'exclusive', signal: waited.signal });
    } catch (error) {
      if (!waited.signal.aborted) throw error;
      await this.hold({ mode: 'exclusive', steal: true });
    } finally {
      clearInterval(asking);
      clearTimeout(timer);
    }
  }

  /** The table was taken from this page without asking (storage.ts found another page's mark on the save). */
  taken(): void {
    if (this.lost) return;
    this.lost = true;
    this.events.taken();
  }

  /**
   * Asks for the lock with `options`; resolves true once it is held (and holds it until `release`), false when
   * `ifAvailable` found it held. Rejects when the request is aborted before it is granted.
   */
  private hold(options: LockOptions): Promise<boolean> {
    return new Promise((resolve, reject) => {
      let held = false;
      this.locks
        .request(TABLE_LOCK, options, (lock) => {
          if (!lock) {
            resolve(false);
            return undefined;
          }
          held = true;
          const kept = new Promise<void>((release) => (this.release = release));
          resolve(true);
          return kept;
        })
        .catch((error: unknown) => {
          // Held, then taken by a page that stole it (an AbortError); or aborted while waiting.
          if (held) this.taken();
          else reject(error);
        });
    });
  }

  /** Another page asks for the table: play stops, everything is written out, then the lock goes. */
  private async giveUp(): Promise<void> {
    if (!this.holds) return;
    this.lost = true;
    const release = this.release!;
    try {
      await this.events.giveUp();
    } finally {
      this.release = null;
      release();
    }
  }
}
