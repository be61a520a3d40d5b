// The thread's turns keep nothing of their answers (raw-turns.ts): PGlite's own
// execProtocolRawSync keeps every answer it parsed, which the control below still shows, so the
// test can tell the two apart. Measured as the heap retained after a full collection, not as time.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePgliteTemplate } from '../test-template';
import { rawTurns } from './raw-turns';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const TURNS = 1500;
const ROW_BYTES = 8000;

/** Heap retained (MB) after running `turns` turns that each read one 8 kB row. */
function retainedBy(run: (turn: Uint8Array) => Uint8Array): { mb: number; answer: Uint8Array } {
  const turn = Buffer.concat([serialize.bind({ statement: 'read_row', values: ['1'] }), serialize.execute(), serialize.sync()]);
  collect();
  const before = process.memoryUsage().heapUsed;
  let answer: Uint8Array = new Uint8Array(0);
  for (let i = 0; i < TURNS; i++) answer = run(turn);
  collect();
  return { mb: (process.memoryUsage().heapUsed - before) / 1e6, answer };
}

describe('a turn on PGlite', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await PGlite.create({ loadDataDir: await ensurePgliteTemplate() });
    await db.exec(`create table rows (id int primary key, body text); insert into rows values (1, repeat('x', ${ROW_BYTES}))`);
    db.execProtocolRawSync(Buffer.concat([serialize.parse({ name: 'read_row', text: 'select body from rows where id = $1', types: [] }), serialize.sync()]));
  }, 30_000);

  afterAll(() => db.close());

  it('answers the whole turn and keeps nothing of it', () => {
    const { mb, answer } = retainedBy(rawTurns(db));
    // BindComplete, the row, CommandComplete, ReadyForQuery (idle).
    expect(String.fromCharCode(answer[0]!)).toBe('2');
    expect(Buffer.from(answer).toString('latin1')).toContain('x'.repeat(ROW_BYTES));
    expect(answer.slice(-6)).toEqual(new Uint8Array([0x5a, 0, 0, 0, 5, 0x49]));
    expect(mb).toBeLessThan(3);
  });

  it('(control) PGlite’s own execProtocolRawSync keeps what it parsed: a fix upstream makes raw-turns.ts unneeded', () => {
    const { mb } = retainedBy((turn) => db.execProtocolRawSync(turn));
    expect(mb).toBeGreaterThan(8);
  });
});
