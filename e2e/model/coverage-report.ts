// The browser model suite's coverage (issue 29): for each flow machine, the states and
// transitions the generated paths took in the browser (test-results/model-coverage, written by
// each test), the ones left out with their reason, and those neither. `--list` names each one;
// `--check` fails when a transition is neither taken nor left out, or when the suite did not run.
// `npm run test:model -- --report` runs the suite, then this with --list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stateIdsOf } from '#machines/test-support/path-replay';
import { transitionKeysOf } from '#shared/statechart/transition-keys';
import { coverageDirectory } from './coverage-directory';
import { browserModels } from './all-models';
import { leftOutReason } from './model-gaps';

interface CoverageFile {
  transitions: Record<string, string[]>;
  states: Record<string, string[]>;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);

function takenInBrowser(directory: string) {
  const transitions = new Map<string, Set<string>>();
  const states = new Map<string, Set<string>>();
  const files = existsSync(directory) ? readdirSync(directory).filter((name) => name.endsWith('.json')) : [];
  for (const name of files) {
    const file = JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as CoverageFile;
    for (const [into, from] of [[transitions, file.transitions], [states, file.states]] as const) {
      for (const [machine, ids] of Object.entries(from)) into.set(machine, new Set([...(into.get(machine) ?? []), ...ids]));
    }
  }
  return { files: files.length, transitions, states };
}

export interface MachineCoverage {
  model: string;
  machine: string;
  states: { id: string; taken: boolean }[];
  transitions: { key: string; taken: boolean; leftOut?: string }[];
}

export function modelCoverage(directory = coverageDirectory): { files: number; machines: MachineCoverage[] } {
  const taken = takenInBrowser(directory);
  const machines = browserModels.map(({ name, machine, leftOut }) => ({
    model: name,
    machine: machine.id,
    states: stateIdsOf(machine).map((id) => ({ id, taken: taken.states.get(machine.id)?.has(id) ?? false })),
    transitions: transitionKeysOf(machine).map((key) => {
      const reason = leftOutReason(key, leftOut);
      return { key, taken: taken.transitions.get(machine.id)?.has(key) ?? false, ...(reason === undefined ? {} : { leftOut: reason }) };
    }),
  }));
  return { files: taken.files, machines };
}

/** Transitions neither taken in the browser nor left out: what --check refuses. */
export const uncovered = (coverage: MachineCoverage) => coverage.transitions.filter(({ taken, leftOut }) => !taken && leftOut === undefined);

/** Prints the coverage (each state and transition with `list`); answers the exit code. */
export function report(list: boolean, check: boolean): number {
  const { files, machines } = modelCoverage();
  say(`Browser model coverage (${files} test files in ${coverageDirectory})`);
  for (const coverage of machines) {
    const takenStates = coverage.states.filter(({ taken }) => taken).length;
    const takenTransitions = coverage.transitions.filter(({ taken }) => taken).length;
    const leftOut = coverage.transitions.filter(({ taken, leftOut: reason }) => !taken && reason !== undefined);
    say(`\n${coverage.model} (${coverage.machine}): states ${takenStates}/${coverage.states.length} entered; transitions ${takenTransitions}/${coverage.transitions.length} taken, ${leftOut.length} left out, ${uncovered(coverage).length} uncovered`);
    if (!list) continue;
    for (const { id, taken } of coverage.states) say(`  state      ${taken ? 'entered    ' : 'not entered'} ${id}`);
    for (const { key, taken, leftOut: reason } of coverage.transitions) {
      say(`  transition ${taken ? 'taken      ' : reason === undefined ? 'UNCOVERED  ' : 'left out   '} ${key}${!taken && reason ? ` — ${reason}` : ''}`);
    }
  }
  if (!check) return 0;
  const gaps = machines.flatMap((coverage) => uncovered(coverage).map(({ key }) => key));
  if (files === 0) {
    complain('\nNo coverage: the browser model suite did not run.');
    return 1;
  }
  if (gaps.length > 0) {
    complain(`\nTransitions a resident can cause that no browser path took:\n- ${gaps.join('\n- ')}`);
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = report(process.argv.includes('--list'), process.argv.includes('--check'));
}
