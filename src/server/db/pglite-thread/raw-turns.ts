// How the thread runs a turn on PGlite. Its execProtocolRawSync parses every answer into messages
// and keeps them in a list that only its own execProtocol() empties (PGlite 0.5.16): a thread that
// speaks nothing but the raw protocol kept every answer of the process's life (the mix bench's
// RSS grew by about 100 MB a minute) and spent its time parsing them. Given a consumer of the raw
// bytes, PGlite hands them over unparsed and keeps nothing; with syncToFs off, the call runs whole
// before it returns its promise, so the answer is there synchronously.
import type { PGlite } from '@electric-sql/pglite';
import { concatBytes } from './frontend-messages';
import type { ExecuteTurn } from './shared-backend';

export function rawTurns(db: PGlite): ExecuteTurn {
  return (messages) => {
    const chunks: Uint8Array[] = [];
    // Each chunk is a view into PGlite's memory, which the next write reuses: it is copied. A
    // failure inside PGlite rejects the promise, left unhandled so that it ends the thread as a
    // thrown error did before.
    void db.execProtocolRawStream(messages, { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) });
    // Every turn ends with ReadyForQuery: no bytes means PGlite failed.
    if (chunks.length === 0) throw new Error('PGlite gave no answer to a turn');
    return concatBytes(chunks);
  };
}
