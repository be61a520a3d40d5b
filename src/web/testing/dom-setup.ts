// Setup of the `dom` test project (vite.config.ts). Testing Library unmounts what a test rendered
// only by itself where the test runner's globals exist, which this project does not turn on; a
// test's stubbed fetch (testing/held-fetch.ts) and the failure it made the page show end with it.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { shownFailureStore } from '../errors/failure-reporting';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shownFailureStore.set(null);
});
