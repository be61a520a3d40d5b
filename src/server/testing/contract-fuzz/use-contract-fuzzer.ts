// The short and the long fuzz run share their setup: the real app on a test database, and a
// fuzzer signed in as a resident with a filed application, so that the additions, the
// cancellations and マイページ have something to act on.
import { beforeAll } from 'vitest';
import { submitApplication } from '../../deliveries/testing/delivered-application';
import { fixClock, knownKeys } from '../../submission/testing/submission-client';
import { useTestServer } from '../test-server';
import type { Contract } from './contract-operations';
import { ContractFuzzer } from './contract-fuzzer';

const RESIDENT = 1;

/** Registers the suite's server and fuzzer; the returned function gives the fuzzer once the hooks ran. */
export function useContractFuzzer(contract: Contract): () => ContractFuzzer {
  const keys = knownKeys();
  const server = useTestServer({ env: keys.env });
  let fuzzer: ContractFuzzer | undefined;
  beforeAll(async () => {
    fixClock(server());
    await submitApplication(server(), keys, RESIDENT);
    fuzzer = new ContractFuzzer(server(), contract, { keys, residentIndex: RESIDENT });
  });
  return () => {
    if (!fuzzer) throw new Error('the fuzzer is made in beforeAll');
    return fuzzer;
  };
}
