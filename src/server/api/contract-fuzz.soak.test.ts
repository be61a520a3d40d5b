// Issue 26, point 3, the long run (`npm run soak`): 10,000 and more cases from the contract's own
// schemas over real HTTP on the real app, each operation alike, every kind of input, every content
// type on every POST, signed in and signed out. No answer may be a 5xx, and every 4xx carries the
// contract's ErrorBody. Its figures go into docs/reliability.md.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../testing/contract-fuzz/contract-operations';
import { caseArbitrary, caseKindsOf, type CaseKind } from '../testing/contract-fuzz/contract-fuzzer';
import { bodyEncodings } from '../testing/contract-fuzz/wire-request';
import { recordFigures } from '../testing/reliability-record';
import { useContractFuzzer } from '../testing/contract-fuzz/use-contract-fuzzer';

/** FUZZ_CASES asks for a longer run. */
const MIN_CASES = Math.max(10_000, Number(process.env.FUZZ_CASES ?? 0));
/** A fresh seed each run unless FUZZ_SEED names one (a failure prints its seed and path to replay it). */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const contract = await loadContract();

const table = (head: [string, string], rows: [string, number][]) =>
  [`| ${head[0]} | ${head[1]} |`, '|---|---:|', ...rows.map(([key, value]) => `| ${key} | ${value.toLocaleString('en-US')} |`)].join('\n');

describe('the contract fuzzed at length', () => {
  const fuzzerOf = useContractFuzzer(contract);

  it(`answers ${MIN_CASES.toLocaleString('en-US')} and more cases with no 5xx and the shared error body on every 4xx`, async () => {
    const started = performance.now();
    const posts = contract.operations.filter((operation) => operation.method === 'POST');
    // Every content type on every POST, signed in and signed out: a matrix, not left to chance.
    for (const operation of posts) {
      for (const encoding of bodyEncodings) {
        for (const signedIn of [true, false]) {
          await fc.assert(fc.asyncProperty(caseArbitrary(contract, operation, 'content-type', fc.constant(signedIn), [encoding]), (fuzzCase) => fuzzerOf().check(fuzzCase)), {
            seed: SEED,
            numRuns: 1,
          });
        }
      }
    }
    // Then random cases, the same number for each operation, each kind alike.
    const perOperation = Math.ceil((MIN_CASES - fuzzerOf().cases) / contract.operations.length);
    for (const operation of contract.operations) {
      const cases = fc.constantFrom(...caseKindsOf(operation)).chain((kind: CaseKind) => caseArbitrary(contract, operation, kind, fc.boolean()));
      await fc.assert(fc.asyncProperty(cases, (fuzzCase) => fuzzerOf().check(fuzzCase)), { seed: SEED, numRuns: perOperation });
    }
    const seconds = (performance.now() - started) / 1000;

    expect(fuzzerOf().cases).toBeGreaterThanOrEqual(MIN_CASES);
    expect(fuzzerOf().serverErrors).toBe(0);
    const sorted = <K>(map: Map<K, number>) => [...map.entries()].map(([key, value]) => [String(key), value] as [string, number]).sort(([a], [b]) => a.localeCompare(b));
    const perOperationCounts = [...fuzzerOf().byOperation.values()];
    recordFigures(
      'fuzz',
      [
        '### Fuzzing every operation of the contract',
        '',
        `${fuzzerOf().cases.toLocaleString('en-US')} requests over ${contract.operations.length} operations (${Math.min(...perOperationCounts)}–${Math.max(...perOperationCounts)} per operation), ` +
          `**${fuzzerOf().serverErrors} responses of 5xx**, every 4xx the contract's ErrorBody; ${seconds.toFixed(0)} s wall time, seed ${SEED} ` +
          `(\`src/server/api/contract-fuzz.soak.test.ts\`; replay with \`FUZZ_SEED=${SEED}\`).`,
        '',
        table(['Kind of input', 'Cases'], sorted(fuzzerOf().byKind)),
        '',
        table(['Content type (every POST, signed in and out, and at random)', 'Cases'], sorted(fuzzerOf().byEncoding)),
        '',
        [
          '| Status | Responses | signed in | signed out |',
          '|---|---:|---:|---:|',
          ...sorted(fuzzerOf().byStatus).map(([status, all]) => {
            const signedIn = fuzzerOf().byStatusSignedIn.get(Number(status)) ?? 0;
            return `| ${status} | ${all.toLocaleString('en-US')} | ${signedIn.toLocaleString('en-US')} | ${(all - signedIn).toLocaleString('en-US')} |`;
          }),
        ].join('\n'),
        '',
        table(['Session', 'Cases'], sorted(fuzzerOf().byAuth)),
        '',
        `Signed in is a real login through the development IdP as a resident with a filed application, with the session's CSRF token (${fuzzerOf().logins} logins: a case that logs out or logs in ends the session, and the next signed-in case logs in again); for the recipients' status callback, a call signed with the secrets of the recipient its path names. Signed out is an anonymous session with its own CSRF token, and a callback signed with a secret of no one's. Each case starts with the rate limits cleared, so that it reaches validation and its handler.`,
        '',
        table(['Operation', 'Cases'], sorted(fuzzerOf().byOperation)),
      ].join('\n'),
    );
  });
});
