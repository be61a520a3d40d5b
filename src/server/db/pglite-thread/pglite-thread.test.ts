// The PGlite thread shared by several node-postgres connections (issue 15), on a real PGlite in a
// real worker thread, whatever database the rest of the suite runs on: each connection's named
// statements are its own, a transaction keeps the backend until it ends and nobody sees it half
// done, a connection that goes away mid-transaction is rolled back, and the thread runs with the
// memory settings the server's budget counts on.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePgliteTemplate } from '../test-template';
import { PgliteThread } from './pglite-thread-client';

describe('the PGlite thread', () => {
  let thread: PgliteThread;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ stream: () => thread.connect() });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    thread = await PgliteThread.start({ loadDataDir: await ensurePgliteTemplate() });
    await (await connect()).query('create table notes (id int primary key, body text)');
  }, 30_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await thread.stop();
  });

  it('answers a start-up with the backend’s own parameters', async () => {
    const client = await connect();
    const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
    expect(version).toMatch(/^\d+\.\d+/);
  });

  it('keeps each connection’s named statements apart on the one backend, and drops them when it goes', async () => {
    const [a, b] = [await connect(), await connect()];
    const one = await a.query({ name: 'same_name', text: 'select 1 as n' });
    const two = await b.query({ name: 'same_name', text: "select 'two' as n" });
    expect(one.rows).toEqual([{ n: 1 }]);
    expect(two.rows).toEqual([{ n: 'two' }]);
    // Prepared once per connection, then only bound and executed again.
    expect((await a.query({ name: 'same_name', text: 'select 1 as n' })).rows).toEqual([{ n: 1 }]);
    const prepared = async () => (await b.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where name like '%same_name'")).rows[0]?.n;
    expect(await prepared()).toBe(2);
    await a.end();
    expect(await prepared()).toBe(1);
  });

  it('lets a transaction finish before another connection’s query runs', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('begin');
    await a.query('insert into notes values (1, $1)', ['half done']);
    const order: string[] = [];
    const read = b.query('select body from notes where id = 1').then((result) => {
      order.push('read');
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.query("update notes set body = 'done' where id = 1");
    order.push('commit');
    await a.query('commit');
    expect(await read).toEqual([{ body: 'done' }]);
    expect(order).toEqual(['commit', 'read']);
  });

  it('rolls back the transaction of a connection that goes away, and serves the others', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('begin');
    await a.query("insert into notes values (2, 'never committed')");
    const waiting = b.query('select count(*)::int as n from notes where id = 2');
    await a.end();
    expect((await waiting).rows).toEqual([{ n: 0 }]);
  });

  it('keeps an error within the connection that caused it', async () => {
    const [a, b] = [await connect(), await connect()];
    await expect(a.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    expect((await b.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    expect((await a.query('select 3 as n')).rows).toEqual([{ n: 3 }]);
  });

  it('runs with the small shared buffers the server’s memory budget counts on', async () => {
    const client = await connect();
    expect((await client.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
  });
});

describe('stopping the PGlite thread', () => {
  it('tidies up the connections that just ended before it closes the database', async () => {
    const thread = await PgliteThread.start({ loadDataDir: await ensurePgliteTemplate() });
    const clients = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const client = new pg.Client({ stream: () => thread.connect() });
        await client.connect();
        await client.query({ name: 'named', text: 'select 1' });
        return client;
      }),
    );
    const ended = Promise.all(clients.map((client) => client.end()));
    await thread.stop();
    await ended;
  }, 30_000);
});
