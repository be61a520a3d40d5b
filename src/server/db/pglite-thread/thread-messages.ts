// The messages between the server's thread and the PGlite thread: connections open, carry the
// protocol's bytes both ways and end; the thread says when it is ready and when it stopped.
import type { PGliteOptions } from '@electric-sql/pglite';

export type ToThread =
  | { kind: 'open'; id: number }
  | { kind: 'data'; id: number; bytes: Uint8Array }
  | { kind: 'end'; id: number }
  | { kind: 'shutdown' };

export type FromThread =
  | { kind: 'ready' }
  | { kind: 'data'; id: number; bytes: Uint8Array }
  | { kind: 'closed'; id: number }
  | { kind: 'failed'; message: string }
  | { kind: 'stopped' };

/**
 * What one side sends in one go: everything it had for the other in one turn of its event loop.
 * Each message wakes the other thread, and on a busy machine a wake-up can cost the sender its
 * core for a while: under load one message carries many (issue 15).
 */
export type Batch<T> = readonly T[];

/** Collects messages and posts them once per turn of the event loop, with their buffers moved, not copied. */
export class Outbox<T extends { kind: string }> {
  #messages: T[] = [];
  #transfer: ArrayBuffer[] = [];

  constructor(private readonly deliver: (batch: Batch<T>, transfer: ArrayBuffer[]) => void) {}

  /** `movable`: the message's bytes own their whole buffer, which can move to the other thread. */
  add(message: T, movable: boolean): void {
    if (this.#messages.length === 0) setImmediate(() => this.flush());
    this.#messages.push(message);
    if (movable && 'bytes' in message && message.bytes instanceof Uint8Array) this.#transfer.push(message.bytes.buffer as ArrayBuffer);
  }

  flush(): void {
    if (this.#messages.length === 0) return;
    const messages = this.#messages;
    const transfer = this.#transfer;
    this.#messages = [];
    this.#transfer = [];
    this.deliver(messages, transfer);
  }
}

/** What the thread opens: a data directory, or a database restored from a dump (the tests' template). */
export type ThreadDatabase = Pick<PGliteOptions, 'dataDir' | 'loadDataDir'>;
