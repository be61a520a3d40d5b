// The PGlite thread (brief §3's embedded default, issue 15): PostgreSQL compiled to WebAssembly
// runs here, off the server's event loop, so a query's work no longer delays every other request,
// and the server's two cores are both used. The server speaks PostgreSQL's own wire protocol to it
// through node-postgres, exactly as to a real server, over an in-process message channel: nothing
// listens on a port or a socket, and nobody outside the process can reach the database.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { rawTurns } from './raw-turns';
import { SharedBackend } from './shared-backend';
import { Outbox, type Batch, type FromThread, type ThreadDatabase, type ToThread } from './thread-messages';

/**
 * PostgreSQL's memory settings for an embedded database of one service: its 128 MB default of
 * shared buffers would be most of the server's memory budget (≤ 250 MB idle, brief §7); the
 * operating system's page cache keeps the files it reads.
 */
export const PGLITE_CONF = ['shared_buffers = 16MB', 'wal_buffers = 1MB', 'max_connections = 10', 'work_mem = 4MB', 'maintenance_work_mem = 16MB'];

const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread');
const outbox = new Outbox<FromThread>((batch, transfer) => port.postMessage(batch, transfer));
const post = (message: FromThread) => {
  outbox.add(message, false);
  outbox.flush();
};

try {
  const database = workerData as ThreadDatabase;
  const db = await PGlite.create({ ...database, postgresqlconf: PGLITE_CONF });
  const names = ['server_version', 'server_encoding', 'client_encoding', 'DateStyle', 'IntervalStyle', 'TimeZone', 'integer_datetimes', 'standard_conforming_strings'];
  const parameters: Record<string, string> = {};
  for (const name of names) {
    const { rows } = await db.query<Record<string, string>>(`show ${name}`);
    parameters[name] = Object.values(rows[0] ?? {})[0] ?? '';
  }
  const backend = new SharedBackend(
    rawTurns(db),
    {
      // Each answer is a fresh copy made by PGlite: its memory moves to the server's thread.
      send: (id, bytes) => outbox.add({ kind: 'data', id, bytes }, bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength),
      close: (id) => outbox.add({ kind: 'closed', id }, false),
      flush: () => outbox.flush(),
    },
    parameters,
  );
  port.on('message', (batch: Batch<ToThread>) => {
    for (const message of batch) {
      switch (message.kind) {
        case 'open':
          backend.open(message.id);
          break;
        case 'data':
          backend.receive(message.id, message.bytes);
          break;
        case 'end':
          backend.disconnect(message.id);
          break;
        case 'shutdown':
          backend.stop();
          void db.close().then(() => post({ kind: 'stopped' }));
      }
    }
  });
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}
