// A PostgreSQL that accepts the connection and then says nothing (a black-holed address, a
// failover under way): a call fails after the connect timeout, as "database unavailable", which
// the API answers with TEMPORARILY (maintenance/not-itself.test.ts), rather than hanging.
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../errors/database-unavailable';
import { openPostgresDatabase } from './postgres-handle';

const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  if (silent.listening) await new Promise((resolve) => silent.close(resolve));
});

describe('a PostgreSQL that never answers', () => {
  it('fails a call after the connect timeout, as the database being unavailable', async () => {
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const database = await openPostgresDatabase(`postgres://utsuru@127.0.0.1:${port}/utsuru`, { migrate: false, connectTimeoutMs: 300 });
    try {
      const started = performance.now();
      const error = await database.query('select 1').then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(sockets.size).toBeGreaterThan(0);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await database.close();
    }
  });
});
