// Issue 26, point 4, the short run in `npm test`: another resident's identifiers, put anywhere
// an operation reads one, are refused (4xx, the shared error body), tell B nothing of A and change
// no row. cross-resident.soak.test.ts runs the same property with 1,000 cases and more.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { useTestServer } from '../testing/test-server';
import { buildCrossResidentWorld, runCrossResidentProperty, type CrossResidentWorld } from './testing/cross-resident-property';

const keys = knownKeys();

describe("one resident's identifiers in another's calls", () => {
  const server = useTestServer({ env: keys.env });
  let world: CrossResidentWorld;
  beforeAll(async () => {
    fixClock(server());
    world = await buildCrossResidentWorld(server(), keys);
  }, 60_000);

  it('are refused, tell nothing and change no row', async () => {
    // Every kind of A's state is there to be named: the drafts, signings, 受付番号 and receipts.
    expect(new Set(world.a.identifiers.map((id) => id.kind))).toEqual(new Set(['signature-request', 'reception-number', 'document-digest', 'uuid']));
    const figures = await runCrossResidentProperty(world, { numRuns: 150 });
    expect(figures.cases).toBe(150);
  }, 60_000);
});
