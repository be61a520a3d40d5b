// The protocol framing the PGlite thread relies on, byte for byte against node-postgres's own
// serializer: messages cut at their boundaries whatever the chunks, statement names given a
// connection's prefix everywhere they appear, the unnamed statement left alone.
import { serialize } from 'pg-protocol';
import { describe, expect, it } from 'vitest';
import { readyStatus, renameStatement, splitMessages, startupCode, PROTOCOL_VERSION_3, SSL_REQUEST_CODE } from './frontend-messages';

const bytes = (buffer: Buffer) => new Uint8Array(buffer);
const text = (message: Uint8Array) => Buffer.from(message).toString('latin1');

describe('splitMessages', () => {
  const turn = Buffer.concat([
    serialize.parse({ name: 'session_by_id', text: 'select $1::text', types: [] }),
    serialize.bind({ statement: 'session_by_id', values: ['x'] }),
    serialize.describe({ type: 'P', name: '' }),
    serialize.execute({}),
    serialize.sync(),
  ]);

  it('cuts a turn into its messages, and keeps an incomplete one for later', () => {
    const cut = 20;
    const first = splitMessages(bytes(turn.subarray(0, cut)), false);
    expect(first.messages).toEqual([]);
    const rest = splitMessages(new Uint8Array([...first.rest, ...turn.subarray(cut)]), false);
    expect(rest.messages.map((m) => m.type)).toEqual(['P', 'B', 'D', 'E', 'S']);
    expect(rest.rest.length).toBe(0);
  });

  it('reads the untyped start-up packet first, after an SSL request if any', () => {
    const startup = serialize.startup({ user: 'postgres', database: 'postgres' });
    const { messages, startup: stillStartup } = splitMessages(bytes(Buffer.concat([serialize.requestSsl(), startup, serialize.query('select 1')])), true);
    expect(messages.map((m) => m.type)).toEqual(['', '', 'Q']);
    expect(startupCode(messages[0]!)).toBe(SSL_REQUEST_CODE);
    expect(startupCode(messages[1]!)).toBe(PROTOCOL_VERSION_3);
    expect(stillStartup).toBe(false);
  });
});

describe('renameStatement', () => {
  const one = (buffer: Buffer) => splitMessages(bytes(buffer), false).messages[0]!;

  it('prefixes a named statement in Parse, Bind, Describe and Close, and fixes each length', () => {
    const parse = renameStatement(one(serialize.parse({ name: 'q1', text: 'select 1', types: [] })), 'c7_');
    expect(parse.statement).toBe('c7_q1');
    expect(parse.bytes).toEqual(bytes(serialize.parse({ name: 'c7_q1', text: 'select 1', types: [] })));
    expect(renameStatement(one(serialize.bind({ statement: 'q1', values: ['1'] })), 'c7_').bytes).toEqual(bytes(serialize.bind({ statement: 'c7_q1', values: ['1'] })));
    expect(renameStatement(one(serialize.describe({ type: 'S', name: 'q1' })), 'c7_').bytes).toEqual(bytes(serialize.describe({ type: 'S', name: 'c7_q1' })));
    expect(renameStatement(one(serialize.close({ type: 'S', name: 'q1' })), 'c7_').bytes).toEqual(bytes(serialize.close({ type: 'S', name: 'c7_q1' })));
  });

  it('leaves the unnamed statement, portals and other messages as they are', () => {
    for (const message of [serialize.parse({ text: 'select 1', types: [] }), serialize.bind({ values: [] }), serialize.describe({ type: 'P', name: '' }), serialize.execute({}), serialize.sync(), serialize.query('select 1')]) {
      const renamed = renameStatement(one(message), 'c7_');
      expect(text(renamed.bytes)).toBe(text(bytes(message)));
      expect(renamed.statement).toBeUndefined();
    }
  });
});

describe('readyStatus', () => {
  const ready = (status: string) => new Uint8Array([0x43, 0, 0, 0, 4, 0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);

  it('reads the transaction status of the closing ReadyForQuery, or none', () => {
    expect(readyStatus(ready('I'))).toBe('I');
    expect(readyStatus(ready('T'))).toBe('T');
    expect(readyStatus(ready('E'))).toBe('E');
    expect(readyStatus(new Uint8Array([0x31, 0, 0, 0, 4]))).toBeUndefined();
  });
});
