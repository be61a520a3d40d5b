// Issue 26, point 4, the short run in `npm test`: signing, submission, addition and cancellation
// calls in orders fast-check chooses (model-based, testing/call-order-model.ts): each call made
// before its prerequisite answers 4xx and changes no row; the others answer as the model says.
// cross-resident.soak.test.ts runs 200 sequences.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { useTestServer } from '../testing/test-server';
import { orderingResident, runCallOrderModel, type OrderingResident } from './testing/call-order-model';

const keys = knownKeys();

describe('calls before their prerequisites', () => {
  const server = useTestServer({ env: keys.env });
  let resident: OrderingResident;
  beforeAll(async () => {
    fixClock(server());
    resident = await orderingResident(server(), keys);
  });

  it('are refused without a change, in any order', async () => {
    const figures = await runCallOrderModel(resident, { numRuns: 12 });
    expect(figures.sequences).toBe(12);
    // The model's refusals are there to be proven: every short run makes some.
    expect(figures.refused).toBeGreaterThan(0);
  }, 60_000);
});
