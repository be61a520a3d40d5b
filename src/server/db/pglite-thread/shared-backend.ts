// One PGlite backend shared by several client connections, the way PGlite itself shares it
// among callers: one turn at a time, and a connection inside a transaction keeps the backend
// until its transaction ends (PGlite's own query() waits behind a transaction just the same).
// A turn is what a client sends up to a Sync or a simple Query; the backend answers it whole.
import {
  CANCEL_REQUEST_CODE,
  concatBytes,
  endsTurn,
  PROTOCOL_VERSION_3,
  readyStatus,
  renameStatement,
  simpleQuery,
  splitMessages,
  SSL_REQUEST_CODE,
  startupCode,
} from './frontend-messages';
import { startupAnswer, type BackendParameters } from './startup-answer';

/** Runs one turn's messages on the backend and answers its whole response (PGlite's execProtocolRawSync). */
export type ExecuteTurn = (messages: Uint8Array) => Uint8Array;

export interface BackendLink {
  /** Bytes for the client of connection `id`. */
  send(id: number, bytes: Uint8Array): void;
  /** The connection is over (it said Terminate, or it asked for what is not served here). */
  close(id: number): void;
  /** Everything sent since the last flush may go now: the backend has run what it had. */
  flush(): void;
}

interface Connection {
  id: number;
  buffer: Uint8Array;
  startup: boolean;
  /** Messages of the turn being sent, renamed. */
  pending: Uint8Array[];
  /** Named statements this connection prepared, to deallocate when it goes. */
  statements: Set<string>;
  closing: boolean;
}

interface Turn {
  connection: Connection;
  bytes: Uint8Array;
  /** The thread's own housekeeping: its answer goes nowhere. */
  internal?: boolean;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class SharedBackend {
  readonly #execute: ExecuteTurn;
  readonly #link: BackendLink;
  readonly #connections = new Map<number, Connection>();
  readonly #turns: Turn[] = [];
  /** The connection whose transaction is open: only its turns run until it ends. */
  #owner: Connection | null = null;
  #scheduled = false;
  #stopped = false;

  readonly #parameters: BackendParameters;

  constructor(execute: ExecuteTurn, link: BackendLink, parameters: BackendParameters) {
    this.#execute = execute;
    this.#link = link;
    this.#parameters = parameters;
  }

  open(id: number): void {
    this.#connections.set(id, { id, buffer: new Uint8Array(0), startup: true, pending: [], statements: new Set(), closing: false });
  }

  receive(id: number, chunk: Uint8Array): void {
    const connection = this.#connections.get(id);
    if (!connection || connection.closing) return;
    const buffer = connection.buffer.length === 0 ? chunk : concatBytes([connection.buffer, chunk]);
    const { messages, rest, startup } = splitMessages(buffer, connection.startup);
    connection.buffer = rest.length === 0 ? new Uint8Array(0) : rest.slice();
    connection.startup = startup;
    for (const message of messages) {
      if (message.type === '') {
        const code = startupCode(message);
        if (code === SSL_REQUEST_CODE) this.#link.send(id, new Uint8Array([0x4e])); // 'N': no TLS inside the process
        else if (code === PROTOCOL_VERSION_3) this.#link.send(id, startupAnswer(id, this.#parameters));
        else if (code === CANCEL_REQUEST_CODE) this.disconnect(id);
        else this.disconnect(id);
        continue;
      }
      if (message.type === 'X') {
        this.disconnect(id);
        return;
      }
      const { bytes, statement } = renameStatement(message, `c${id}_`);
      if (statement) connection.statements.add(statement);
      connection.pending.push(bytes);
      if (endsTurn(message.type)) {
        this.#turns.push({ connection, bytes: concatBytes(connection.pending) });
        connection.pending = [];
      }
    }
    this.#schedule();
  }

  /** The client went away: its open transaction is rolled back and its statements deallocated. */
  disconnect(id: number): void {
    const connection = this.#connections.get(id);
    if (!connection || connection.closing) return;
    connection.closing = true;
    const cleanup = ['ROLLBACK', ...[...connection.statements].map((name) => `DEALLOCATE ${quoteIdent(name)}`)];
    // ROLLBACK outside a transaction only warns; it also ends a turn left half-sent.
    this.#turns.push({ connection, bytes: simpleQuery(cleanup.join('; ')), internal: true });
    this.#schedule();
  }

  /**
   * Runs what is queued (the tidying up of connections that just ended, among others) and takes
   * nothing more: the database is about to close.
   */
  stop(): void {
    this.#run();
    this.#stopped = true;
  }

  #schedule(): void {
    if (this.#scheduled || this.#stopped) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#run();
    });
  }

  #next(): Turn | undefined {
    const owner = this.#owner;
    if (!owner) return this.#turns.shift();
    const index = this.#turns.findIndex((turn) => turn.connection === owner);
    return index < 0 ? undefined : this.#turns.splice(index, 1)[0];
  }

  #run(): void {
    if (this.#stopped) return;
    for (let turn = this.#next(); turn; turn = this.#next()) {
      const { connection } = turn;
      const response = this.#execute(turn.bytes);
      const status = readyStatus(response);
      this.#owner = status === 'I' || turn.internal ? null : connection;
      if (turn.internal) {
        this.#connections.delete(connection.id);
        this.#link.close(connection.id);
      } else if (!connection.closing) this.#link.send(connection.id, response);
    }
    this.#link.flush();
  }
}
