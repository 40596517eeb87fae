/**
 * A real Redis for the tests of the queue (stats-queue.test.ts): Debian's `redis-server` (`.ci/run` installs it) on a
 * free localhost port, in a temporary directory, saving nothing; and the child processes of the built CLI with their
 * output gathered line by line, so that a test waits for an event (a line, an exit) rather than for a time.
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port no one listens on now (the system's choice for a listener on port 0, closed again). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose standard output and error are kept as lines, with a way to wait for a line or the exit. */
export class Child {
  readonly lines: string[] = [];
  readonly errors: string[] = [];
  private partial = { out: '', err: '' };
  private waiters: (() => void)[] = [];
  exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;

  constructor(readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding('utf8').on('data', (text: string) => this.take('out', text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => this.take('err', text));
    child.on('close', (code, signal) => {
      this.exit = { code, signal };
      this.wake();
    });
  }

  private take(stream: 'out' | 'err', text: string): void {
    const parts = (this.partial[stream] + text).split('\n');
    this.partial[stream] = parts.pop()!;
    (stream === 'out' ? this.lines : this.errors).push(...parts);
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves once `done()` holds (checked at each new line and at the exit); rejects if the process ends first. */
  async until(done: () => boolean, what: string): Promise<void> {
    while (!done()) {
      if (this.exit) throw new Error(`the process ended (${JSON.stringify(this.exit)}) before ${what}; stdout:\n${this.lines.join('\n')}\nstderr:\n${this.errors.join('\n')}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** The exit, once the process has ended. */
  async ended(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    await this.until(() => this.exit !== null, 'its exit').catch(() => {});
    return this.exit!;
  }

  /** Sends `signal` unless the process has ended. */
  signal(signal: NodeJS.Signals): void {
    if (!this.exit) this.child.kill(signal);
  }
}

/** Starts `node args…` (e.g. bin/pasyans.js and its arguments) in `cwd`. */
export function startNode(args: string[], cwd: string): Child {
  return new Child(spawn(process.execPath, args, { cwd, stdio: 'pipe' }));
}

/** A running redis-server: its URL, and `stop()` which ends it and removes its directory. */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts `redis-server` on a free localhost port in a temporary directory (`--save '' --appendonly no`: nothing is
 * written to disk) and resolves once it accepts connections. @throws Error saying how to install it when it is not.
 */
export async function startRedis(): Promise<TestRedis> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: the queue tests run a real Redis (apt-get install redis-server; .ci/run installs it)');
  }
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'pasyans-redis-'));
  const server = new Child(spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', directory, '--save', '', '--appendonly', 'no'], { stdio: 'pipe' }));
  await server.until(() => server.lines.some((line) => line.includes('Ready to accept connections')), 'Redis was ready');
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      server.signal('SIGTERM');
      await server.ended();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
