// Retention as promised, read the way an attacker with a backup would (issue 28): the real pg_dump
// of the test database, every encrypted value in it opened with the document key (AES-GCM's
// counter mode, without the authentication that needs each row's AAD), mails decoded from their
// MIME transfer encodings. Before the purge the canary values of a filed move are found there
// (so the search sees through the encryption); after the purge, none is, while its 受付番号 stays.
// PostgreSQL only (`*.pg.test.ts`): pg_dump reads a server, which PGlite is not.
import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDeliveringServer } from '../deliveries/testing/delivery-services';
import { leaksIn } from '../leaks/testing/leak-checks';
import { expandBase64 } from '../leaks/testing/value-forms';
import { knownKeys } from '../submission/testing/submission-client';
import { pgDump } from '../testing/pg-dump';
import { purgeRetainedPersonalData } from './personal-data-retention-job';
import { purgeExpiredRows } from './retention-job';
import { canaries, fileAndSettleMove } from './testing/filed-move';

const keys = knownKeys();
const DAY_MS = 24 * 60 * 60 * 1000;
const canaryValues = Object.entries(canaries).map(([what, value]) => ({ what, value }));

/** document-cipher.ts's layout: version 1 | iv (12) | tag (16) | ciphertext; opened without the tag check. */
function openWithoutAad(sealed: Buffer, key: Buffer): string | null {
  if (sealed.length <= 29 || sealed[0] !== 1) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 13));
  return decipher.update(sealed.subarray(29)).toString('utf8');
}

/** A mail's body as a reader sees it: base64 wrapped in lines of 76 joined, and quoted-printable decoded (both are how MIME carries Japanese). */
function mimeDecoded(text: string): string[] {
  const base64Bodies = [...text.matchAll(/(?:[A-Za-z0-9+/]{16,}={0,2}(?:\r?\n|$))+/g)].map((match) => Buffer.from(match[0].replace(/\s/g, ''), 'base64').toString('utf8'));
  const quotedPrintable = Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return [...base64Bodies, quotedPrintable];
}

/** Every text the dump holds: itself and its base64 runs, each bytea opened and what it encodes (a stored mail is base64 of its MIME). */
function readable(dump: Buffer, key: Buffer): string[] {
  const text = dump.toString('utf8');
  const texts = expandBase64(text, 2);
  for (const match of text.matchAll(/\\\\x([0-9a-f]+)/g)) {
    const opened = openWithoutAad(Buffer.from(match[1]!, 'hex'), key);
    if (opened === null) continue;
    for (const decoded of expandBase64(opened, 2)) texts.push(decoded, ...mimeDecoded(decoded));
  }
  return texts;
}

describe('the database after the retention purge', () => {
  const { server, services } = useDeliveringServer({ env: keys.env });

  it('holds no trace of the values filed, as pg_dump reads it, and still the 受付番号', async () => {
    const connection = server().database.connection;
    if (connection.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const move = await fileAndSettleMove(server(), services(), keys, 1);

    const before = await pgDump(connection.connectionString);
    // Encrypted at rest: nothing in plain; opened, every value is there.
    expect(leaksIn(expandBase64(before.toString('utf8'), 2), canaryValues)).toEqual([]);
    const seen = new Set(leaksIn(readable(before, keys.documentKey), canaryValues).map((leak) => leak.slice(0, leak.indexOf(':'))));
    expect([...seen].sort()).toEqual(Object.keys(canaries).sort());

    const retention = services().config.retention;
    server().clock.advance((retention.settledDays + 1) * DAY_MS);
    const now = server().clock.now();
    await purgeExpiredRows({ db: server().database.db, now });
    expect((await purgeRetainedPersonalData({ db: server().database.db, now, retention })).applications).toBe(1);

    const after = await pgDump(connection.connectionString);
    expect(leaksIn(readable(after, keys.documentKey), canaryValues)).toEqual([]);
    expect(after.toString('utf8')).toContain(move.receptionNumber);
  });
});
