// The crash trials' figures for docs/reliability.md (issue 26 §2): per database, what the trials
// left (partial, duplicate, lost) and where the kills landed, so the figures show that the
// dangerous windows were hit.
import type { CrashDatabase } from './crash-rig';
import { messagePhases, type CrashFindings } from './crash-checks';
import type { CrashTrials, RequestKind, RequestPhase } from './crash-trials';

export interface CrashRun {
  database: CrashDatabase;
  trials: CrashTrials;
  findings: CrashFindings;
  minutes: number;
}

const requestKinds: RequestKind[] = ['submit', 'addition', 'cancellation'];
const requestPhases: RequestPhase[] = ['before the process had the request', 'while the process worked, before the commit', 'after the commit, before the answer', 'after the answer'];
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

function outcomes(run: CrashRun): string {
  const { trials, findings } = run;
  const total = trials.requestTrials.length + trials.deliveryTrials.length;
  const resent = [...new Set(trials.deliveryTrials.flatMap((trial) => (trial.heldWebhookId ? [trial.heldWebhookId] : [])))].length;
  return row([
    run.database,
    total,
    findings.partial.length,
    findings.duplicates.length,
    findings.missing.length,
    findings.cancelledTwice.length,
    findings.deliveries.deliveries,
    `${findings.deliveries.repeats} (${resent - findings.heldNotResent.length} of ${resent} held answers)`,
    `${(median(trials.restarts) / 1000).toFixed(1)} s`,
    `${run.minutes.toFixed(1)} min`,
  ]);
}

function requestRows(run: CrashRun): string[] {
  return requestKinds.map((kind) => {
    const trials = run.trials.requestTrials.filter((trial) => trial.kind === kind);
    const delays = trials.flatMap((trial) => (trial.delayMs === null ? [] : [trial.delayMs]));
    return row([
      run.database,
      kind,
      trials.length,
      delays.length > 0 ? `${delays.length} (${Math.min(...delays)}–${Math.max(...delays)} ms)` : 0,
      trials.length - delays.length,
      ...requestPhases.map((phase) => trials.filter((trial) => trial.phase === phase).length),
    ]);
  });
}

function deliveryRow(run: CrashRun): string {
  const { deliveryTrials } = run.trials;
  const { deliveryTrialPhases, messagesByPhase } = run.findings;
  const answerKills = deliveryTrials.filter((trial) => trial.mode === 'answer').length;
  return row([
    run.database,
    deliveryTrials.length,
    `${deliveryTrials.length - answerKills} / ${answerKills}`,
    ...[...messagePhases].reverse().map((phase) => `${deliveryTrialPhases.filter((deepest) => deepest === phase).length} (${messagesByPhase[phase]} messages)`),
  ]);
}

export function crashFigures(seed: number, runs: readonly CrashRun[]): string {
  return [
    '### Crash safety (kill -9)',
    '',
    'The real server (`src/server/main.ts` with its delivery job) as a child process behind a front proxy, killed with SIGKILL during a submit, an addition, a cancellation (each signed or confirmed beforehand) and a delivery; then a new process on the same database and the client’s retry: the same request with the same idempotency key, as the SPA sends it again (a delivery: the new process’s job). PostgreSQL: a database of the suite’s own; PGlite: one process, its data folder opened again after each kill.',
    `Seed ${seed}: \`CRASH_SEED=${seed}\` draws the same kill moments again (where a kill lands still depends on the machine’s timing).`,
    '',
    '| Database | Trials | Partial applications | Duplicate applications | Answered filings lost | Procedures cancelled twice | Messages (lost: none) | Sent again, each under its first webhook-id | Restart (median) | Run |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(outcomes),
    '',
    'Where the request kills landed: a kill comes a random delay after the request went out (up to 1.3 times its usual time), or once the process has answered and before the client heard it (the front proxy holds the answer back). The phase is read from the front proxy (had it passed the request on to the process?) and the retry’s answer (was its application submitted before the kill?).',
    '',
    '| Database | Request | Trials | Killed after a delay | Killed on the answer | Before the process had the request | While it worked, before the commit | After the commit, before the answer | After the answer |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.flatMap(requestRows),
    '',
    'Where the delivery kills landed: a random delay after the application’s first message arrived (the receiver answering after up to 400 ms), or once the receiver had answered one of its messages and before the sender heard it. Each trial counts under its most dangerous message; every message of the trials is counted in brackets.',
    '',
    '| Database | Trials | After a delay / on an answer | Answered, not recorded | Sent, no answer yet | Recorded delivered | Not sent yet |',
    '|---|---|---|---|---|---|---|',
    ...runs.map(deliveryRow),
  ].join('\n');
}
