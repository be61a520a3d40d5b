// Issue 27: a full slot cannot be taken, also when residents submit at the same instant. Twenty
// residents submit at once for one slot of capacity 3 on a real PostgreSQL (a pool of
// connections, so the transactions really overlap): exactly 3 are stored, the rest refused,
// and the counter says 3. PostgreSQL only (`*.pg.test.ts`, `npm run test:db`).
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { createApplicationRepository } from '../repositories/application-repository';
import { createTestUser, submissionTo, testCipher } from '../repositories/test-fixtures';

if (!process.env.DATABASE_URL) throw new Error('visit-slot-race.pg.test.ts needs DATABASE_URL (a real PostgreSQL)');

const RESIDENTS = 20;
const CAPACITY = 3;

describe('the last places of a visit slot under concurrent submits (PostgreSQL)', () => {
  const database = useTestDatabase();

  it('stores exactly as many submissions as the slot has places', async () => {
    const { db } = database();
    const cipher = testCipher();
    const applications = createApplicationRepository(db, { cipher });
    const users = await Promise.all(Array.from({ length: RESIDENTS }, () => createTestUser(db, cipher)));
    const submitOne = (userId: string) =>
      applications.insertSubmission(userId, {
        ...submissionTo([{ kind: 'municipality', procedure: 'move_in', name: '京都市中京区', status: 'pending', address: { jis_code: '261041' } }]),
        visits: [{ recipientPosition: 0, jisCode: '261041', visitDate: '2026/12/02', slot: { time: '10:00', capacity: CAPACITY } }],
      });

    const outcomes = await Promise.all(users.map(submitOne));

    expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(CAPACITY);
    expect(outcomes.filter((outcome) => outcome.kind === 'slot-full')).toHaveLength(RESIDENTS - CAPACITY);
    const counter = await database().query(`select taken, capacity from visit_slot_counters where jis_code = '261041' and visit_date = '2026/12/02' and slot_time = '10:00'`);
    expect(counter.rows).toEqual([{ taken: CAPACITY, capacity: CAPACITY }]);
    const stored = await database().query(`select count(*)::int as n from applications`);
    expect(stored.rows[0]?.n).toBe(CAPACITY);
    const reserved = await database().query(`select count(*)::int as n from visit_reservations where state = 'reserved' and slot_time = '10:00'`);
    expect(reserved.rows[0]?.n).toBe(CAPACITY);
  });
});
