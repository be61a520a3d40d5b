// Issue 26, point 3, the short run: every operation of openapi/openapi.yaml, fuzzed from its own
// schemas with a handful of hostile inputs, and every content type on some POST, signed in and
// signed out, over real HTTP on the real app. No answer may be a 5xx, and every 4xx carries
// the contract's ErrorBody. A fixed seed, so a failure here fails the same way again; the long
// run with more cases is contract-fuzz.soak.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../testing/contract-fuzz/contract-operations';
import { caseArbitrary } from '../testing/contract-fuzz/contract-fuzzer';
import { inputKinds } from '../testing/contract-fuzz/fuzz-inputs';
import { bodyEncodings } from '../testing/contract-fuzz/wire-request';
import { useContractFuzzer } from '../testing/contract-fuzz/use-contract-fuzzer';

const SEED = 26_03;
const CASES_PER_OPERATION = 3;
const contract = await loadContract();
const posts = contract.operations.filter((operation) => operation.method === 'POST');

describe('every operation of the contract, fuzzed', () => {
  const fuzzerOf = useContractFuzzer(contract);

  // A handful of cases an operation: three kinds of input by turns (so that across the operations
  // each kind comes up about fifteen times), and on a POST one of the content types by turns (each
  // content type on some POST); signed in and out by turns. The soak tries them all on all.
  it.each(contract.operations.map((operation, index) => [`${operation.method} ${operation.path}`, operation, index] as const))(
    '%s answers hostile input with no 5xx and the shared error body',
    async (_name, operation, index) => {
      for (let turn = 0; turn < CASES_PER_OPERATION; turn += 1) {
        const kind = inputKinds[(CASES_PER_OPERATION * index + turn) % inputKinds.length]!;
        const signedIn = fc.constant((index + turn) % 2 === 0);
        await fc.assert(fc.asyncProperty(caseArbitrary(contract, operation, kind, signedIn), (fuzzCase) => fuzzerOf().check(fuzzCase)), { seed: SEED + turn, numRuns: 1 });
      }
      if (operation.method !== 'POST') return;
      const postIndex = posts.indexOf(operation);
      const encoding = bodyEncodings[postIndex % bodyEncodings.length]!;
      await fc.assert(fc.asyncProperty(caseArbitrary(contract, operation, 'content-type', fc.constant(postIndex % 2 === 1), [encoding]), (fuzzCase) => fuzzerOf().check(fuzzCase)), {
        seed: SEED,
        numRuns: 1,
      });
    },
  );

  it('sent every case it made, and every one kept the contract', () => {
    expect(fuzzerOf().byOperation.size).toBe(contract.operations.length);
    expect(fuzzerOf().byAuth.get('signed in')).toBeGreaterThan(0);
    expect(fuzzerOf().byAuth.get('signed out')).toBeGreaterThan(0);
    expect(new Set(fuzzerOf().byKind.keys())).toEqual(new Set([...inputKinds, 'content-type']));
    expect(fuzzerOf().byEncoding.size).toBe(bodyEncodings.length);
    // Signed in, valid inputs get through the session and CSRF checks and validation to answers.
    expect([...fuzzerOf().byStatus.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
    expect(fuzzerOf().serverErrors).toBe(0);
  });
});
