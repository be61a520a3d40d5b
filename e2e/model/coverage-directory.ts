// Where each generated browser test writes the transitions it took: inside Playwright's output
// folder, which every run empties first, so the report reads one run only.
import path from 'node:path';

export const coverageDirectory = path.join('test-results', 'model-coverage');
