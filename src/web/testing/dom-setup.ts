// Setup of the `dom` test project (vite.config.ts): Testing Library unmounts what a test rendered
// only by itself where the test runner's globals exist, which this project does not turn on.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
