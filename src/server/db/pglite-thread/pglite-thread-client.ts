// The server's side of the PGlite thread: starts it, and gives node-postgres a stream per
// connection (its `stream` option) that carries the protocol's bytes to the thread and back, in
// the place of a socket.
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { concatBytes } from './frontend-messages';
import { Outbox, type Batch, type FromThread, type ThreadDatabase, type ToThread } from './thread-messages';

class ThreadConnection extends Duplex {
  #opened = false;

  constructor(
    readonly id: number,
    private readonly thread: PgliteThread,
  ) {
    super();
  }

  // The parts of net.Socket that node-postgres calls.
  connect(): this {
    this.thread.post({ kind: 'open', id: this.id });
    this.#opened = true;
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {
    // Bytes are pushed as the thread sends them.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#send([chunk]);
    callback();
  }

  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void {
    // node-postgres corks a query's Parse/Bind/Describe/Execute/Sync: one message to the thread.
    this.#send(chunks.map(({ chunk }) => chunk));
    callback();
  }

  /**
   * Copied into a buffer of their own, which moves to the thread: a Buffer is often a slice of
   * Node's shared 8 kB pool, which a message would otherwise copy whole.
   */
  #send(chunks: Buffer[]): void {
    const bytes = chunks.length === 1 ? new Uint8Array(chunks[0]!) : concatBytes(chunks);
    this.thread.post({ kind: 'data', id: this.id, bytes }, true);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#end();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#end();
    callback(error);
  }

  #end(): void {
    if (!this.#opened) return;
    this.#opened = false;
    this.thread.post({ kind: 'end', id: this.id });
  }
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #outbox: Outbox<ToThread>;
  readonly #connections = new Map<number, ThreadConnection>();
  #nextId = 1;
  #stopped: (() => void) | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#outbox = new Outbox((batch, transfer) => worker.postMessage(batch, transfer));
  }

  /** Starts the thread and waits until its database is open (a first start runs initdb: seconds). */
  static async start(database: ThreadDatabase): Promise<PgliteThread> {
    // The thread starts clean (no inherited flags): its bootstrap registers the TypeScript loader.
    const worker = new Worker(new URL('./pglite-thread-bootstrap.mjs', import.meta.url), { workerData: database, execArgv: [] });
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the PGlite thread exited (${code}) while opening the database`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.on('message', (batch: Batch<FromThread>) => {
        for (const message of batch) {
          if (message.kind === 'ready') {
            worker.off('error', reject);
            worker.off('exit', onExit);
            thread.#watch();
            resolve();
          } else if (message.kind === 'failed') reject(new Error(`the PGlite thread could not open the database: ${message.message}`));
          else thread.#receive(message);
        }
      });
    });
    return thread;
  }

  /** A new connection's stream, for node-postgres: `new pg.Pool({ stream: () => thread.connect() })`. */
  connect(): Duplex {
    const connection = new ThreadConnection(this.#nextId++, this);
    this.#connections.set(connection.id, connection);
    connection.once('close', () => this.#connections.delete(connection.id));
    return connection;
  }

  /** Queued, and sent with everything else queued in this turn of the event loop. */
  post(message: ToThread, movable = false): void {
    this.#outbox.add(message, movable);
  }

  /** Closes the database (its files are consistent afterwards) and ends the thread. */
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.#stopped = resolve;
      this.post({ kind: 'shutdown' });
      this.#outbox.flush();
    });
    await this.#worker.terminate();
  }

  #receive(message: FromThread): void {
    switch (message.kind) {
      case 'data':
        this.#connections.get(message.id)?.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
        return;
      case 'closed': {
        const connection = this.#connections.get(message.id);
        connection?.push(null);
        connection?.destroy();
        return;
      }
      case 'stopped':
        this.#stopped?.();
        return;
      default:
        return;
    }
  }

  /** A thread that dies takes the database with it: every connection fails, and so does the process. */
  #watch(): void {
    this.#worker.on('error', (error) => {
      for (const connection of this.#connections.values()) connection.destroy(error);
      throw error;
    });
  }
}
