import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devSigningRequests, rateLimits, recipientCallbacks, sessions, signatureRequests, users } from '../db/schema';
import { useTestDatabase } from '../db/test-database';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from '../plugins/session';
import { createSessionRepository } from '../repositories/session-repository';
import { CALLBACK_ID_RETENTION_MS, purgeExpiredRows, RATE_LIMIT_RETENTION_MS, SIGNING_RETENTION_MS } from './retention-job';

const MINUTE = 60 * 1000;

describe('session-retention job handler', () => {
  const database = useTestDatabase();

  it('deletes sessions idle past the timeout or past their lifetime and long-over rate-limit rows, and keeps the rest', async () => {
    const { db } = database();
    const now = new Date('2026-11-22T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const repository = createSessionRepository(db);

    const createSession = async (createdAt: Date, lastSeenAt: Date) => {
      const { record } = await repository.create({ userId: null, data: {}, now: createdAt });
      if (lastSeenAt.getTime() !== createdAt.getTime()) await repository.touch(record.id, lastSeenAt);
      return record.id;
    };
    const fresh = await createSession(ago(5 * MINUTE), ago(5 * MINUTE));
    const nearlyIdle = await createSession(ago(IDLE_TIMEOUT_MS - MINUTE), ago(IDLE_TIMEOUT_MS - MINUTE));
    const longButActive = await createSession(ago(ABSOLUTE_LIFETIME_MS - MINUTE), ago(MINUTE));
    const idle = await createSession(ago(IDLE_TIMEOUT_MS + MINUTE), ago(IDLE_TIMEOUT_MS + MINUTE));
    const pastLifetime = await createSession(ago(ABSOLUTE_LIFETIME_MS + MINUTE), ago(MINUTE));

    const rateLimitRow = async (windowStartedAt: Date) => {
      const key = `test-${randomUUID()}`;
      await db.insert(rateLimits).values({ key, windowStartedAt, hits: 3 });
      return key;
    };
    const currentWindow = await rateLimitRow(ago(30 * 1000));
    const recentWindow = await rateLimitRow(ago(RATE_LIMIT_RETENTION_MS - MINUTE));
    const oldWindow = await rateLimitRow(ago(RATE_LIMIT_RETENTION_MS + MINUTE));
    const ancientWindow = await rateLimitRow(ago(7 * 24 * 60 * MINUTE));

    const result = await purgeExpiredRows({ db, now });
    expect(result).toMatchObject({ idleSessions: 1, agedSessions: 1, rateLimits: 2 });

    const sessionIds = [fresh, nearlyIdle, longButActive, idle, pastLifetime];
    const remainingSessions = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, sessionIds));
    expect(remainingSessions.map((r) => r.id).sort()).toEqual([fresh, nearlyIdle, longButActive].sort());

    const keys = [currentWindow, recentWindow, oldWindow, ancientWindow];
    const remainingKeys = await db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, keys));
    expect(remainingKeys.map((r) => r.key).sort()).toEqual([currentWindow, recentWindow].sort());

    // A second pass finds nothing left to delete.
    expect(await purgeExpiredRows({ db, now })).toMatchObject({ idleSessions: 0, agedSessions: 0, rateLimits: 0 });
  });

  it('deletes signing requests (the app\'s and the dev IdP\'s) a day past their expiry, whatever their state, and keeps the rest', async () => {
    const { db } = database();
    const now = new Date('2026-11-23T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const [user] = await db.insert(users).values({ providerId: '', subjectHash: `test-${randomUUID()}`, profile: Buffer.from('x') }).returning({ id: users.id });

    const request = async (expiresAt: Date, state: 'pending' | 'signed' | 'failed') => {
      const [row] = await db
        .insert(signatureRequests)
        .values({ userId: user!.id, phase: 1, documentDigest: 'd', providerId: '', providerRequestId: randomUUID(), state, expiresAt })
        .returning({ id: signatureRequests.id });
      const [devRow] = await db
        .insert(devSigningRequests)
        .values({ subject: 's', documentDigest: 'd', returnUrl: 'http://127.0.0.1/step/promptauth', state, expiresAt })
        .returning({ id: devSigningRequests.id });
      return [row!.id, devRow!.id] as const;
    };
    const live = await request(new Date(now.getTime() + 5 * MINUTE), 'pending');
    const justExpired = await request(ago(MINUTE), 'failed');
    const nearlyDue = await request(ago(SIGNING_RETENTION_MS - MINUTE), 'signed');
    const due = await request(ago(SIGNING_RETENTION_MS + MINUTE), 'signed');
    const longDue = await request(ago(30 * SIGNING_RETENTION_MS), 'pending');

    expect(await purgeExpiredRows({ db, now })).toMatchObject({ signatureRequests: 2, devSigningRequests: 2 });
    const kept = [live, justExpired, nearlyDue];
    const all = [...kept, due, longDue];
    const remaining = await db.select({ id: signatureRequests.id }).from(signatureRequests).where(inArray(signatureRequests.id, all.map(([id]) => id)));
    expect(remaining.map((r) => r.id).sort()).toEqual(kept.map(([id]) => id).sort());
    const remainingDev = await db.select({ id: devSigningRequests.id }).from(devSigningRequests).where(inArray(devSigningRequests.id, all.map(([, id]) => id)));
    expect(remainingDev.map((r) => r.id).sort()).toEqual(kept.map(([, id]) => id).sort());
  });

  it("forgets recipients' callback ids once a replay would be refused by its timestamp anyway", async () => {
    const { db } = database();
    const now = new Date('2026-11-22T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const recent = `recent-${randomUUID()}`;
    const old = `old-${randomUUID()}`;
    await db.insert(recipientCallbacks).values([
      { recipient: 'municipality.131016', webhookId: recent, receivedAt: ago(CALLBACK_ID_RETENTION_MS - MINUTE) },
      { recipient: 'municipality.131016', webhookId: old, receivedAt: ago(CALLBACK_ID_RETENTION_MS + MINUTE) },
    ]);
    expect(await purgeExpiredRows({ db, now })).toMatchObject({ callbackIds: 1 });
    const left = await db.select({ id: recipientCallbacks.webhookId }).from(recipientCallbacks).where(inArray(recipientCallbacks.webhookId, [recent, old]));
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});
