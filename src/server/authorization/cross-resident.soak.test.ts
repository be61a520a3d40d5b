// Issue 26, point 4, the long run (`npm run soak`): the cross-resident property of
// cross-resident.test.ts with 3,000 cases, and the order model of call-order.test.ts with 200
// sequences; the figures go into docs/reliability.md.
import { beforeAll, describe, expect, it } from 'vitest';
import { recordFigures } from '../testing/reliability-record';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { useTestServer } from '../testing/test-server';
import { buildCrossResidentWorld, runCrossResidentProperty, type CrossResidentFigures, type CrossResidentWorld } from './testing/cross-resident-property';
import { orderingResident, runCallOrderModel, type CallOrderFigures } from './testing/call-order-model';

const keys = knownKeys();
const CASES = 3_000;
const SEQUENCES = 200;

function table(title: string, rows: Iterable<[string | number, number]>): string {
  const lines = [...rows].sort(([a], [b]) => String(a).localeCompare(String(b))).map(([name, count]) => `| ${name} | ${count} |`);
  return [`| ${title} | cases |`, '|---|---|', ...lines].join('\n');
}

function figuresMarkdown(cross: CrossResidentFigures, order: CallOrderFigures): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return [
    `**Across two residents**: ${cross.cases.toLocaleString('en')} cases in ${seconds(cross.ms)} s, each a call of resident B naming ` +
      `some of resident A's ${cross.identifiers} identifiers (drafts, signing requests, 受付番号, receipts, cancel items, an identity update): ` +
      `0 answered other than a refusal with the shared error body (or, for B's own reads, other than without A's identifiers), ` +
      `0 carried a value of A's, 0 changed a row.`,
    '',
    table('Operation', cross.byOperation),
    '',
    table('Status', cross.byStatus),
    '',
    `**Calls before their prerequisites** (model-based, \`fc.commands\`): ${order.sequences} sequences, ${order.calls.toLocaleString('en')} calls in ${seconds(order.ms)} s; ` +
      `${order.refused.toLocaleString('en')} were made before their prerequisite and all answered 4xx without changing a row; ` +
      `the other ${(order.calls - order.refused).toLocaleString('en')} answered as the model said.`,
    '',
    table('Refused call', order.refusedByCall),
  ].join('\n');
}

describe('authorization and order, the long run', () => {
  const server = useTestServer({ env: keys.env });
  let world: CrossResidentWorld;
  beforeAll(async () => {
    fixClock(server());
    world = await buildCrossResidentWorld(server(), keys);
  }, 120_000);

  it(`holds for ${CASES} cross-resident cases and ${SEQUENCES} call orders`, async () => {
    const cross = await runCrossResidentProperty(world, { numRuns: CASES });
    expect(cross.cases).toBe(CASES);
    const order = await runCallOrderModel(await orderingResident(server(), keys), { numRuns: SEQUENCES });
    expect(order.sequences).toBe(SEQUENCES);
    recordFigures('authorization', figuresMarkdown(cross, order));
  });
});
