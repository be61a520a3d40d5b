// Issue 26 §2, crash safety: the app process killed with SIGKILL at random moments of a submit, an
// addition, a cancellation and a delivery, each followed by a restart on the same database and
// the client's retry with the same idempotency key; on PostgreSQL and on PGlite with one process.
// Afterwards, from the database and the receiver: no partial application, no duplicate, no lost
// delivery, and every message sent again under its first webhook-id. The kill moments come from a
// seeded generator (CRASH_SEED, else a new seed, named in the figures and the test's name);
// CRASH_CYCLES sets the cycles of four trials per database. Only `npm run soak` runs it.
import { afterAll, describe, expect, test } from 'vitest';
import { seededRandom } from '../../../bench/mix/load-engine';
import { recordFigures } from '../testing/reliability-record';
import { checkCrashTrials, recipientsOfPhase } from '../testing/crash/crash-checks';
import { crashFigures, type CrashRun } from '../testing/crash/crash-figures';
import { startCrashRig, type CrashDatabase } from '../testing/crash/crash-rig';
import { CrashTrials } from '../testing/crash/crash-trials';

const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** 26 cycles of four trials on each database: 208 trials. */
const cycles = Number(process.env.CRASH_CYCLES ?? 26);
/** Residents taking turns, so that none reaches the submission limit (10 a minute per operation). */
const RESIDENTS = 4;

describe(`kill -9 at random moments (seed ${seed})`, () => {
  const runs: CrashRun[] = [];
  afterAll(() => {
    if (runs.length === 2) recordFigures('crash', crashFigures(seed, runs));
  });

  const databases: CrashDatabase[] = ['PostgreSQL', 'PGlite'];
  for (const [index, database] of databases.entries()) {
    test(`on ${database}: no partial application, no duplicate, no lost delivery`, async () => {
      const started = Date.now();
      const rig = await startCrashRig(database, RESIDENTS);
      try {
        const trials = new CrashTrials(rig, seededRandom(seed + index));
        const [first] = rig.residents;
        if (!first) throw new Error('no resident signed in');
        await trials.warmUp(first);
        for (let cycle = 0; cycle < cycles; cycle += 1) await trials.cycle(rig.residents[cycle % rig.residents.length] ?? first);

        await rig.settle(trials.filings.reduce((sum, filing) => sum + recipientsOfPhase[filing.phase], 0));
        const handle = await rig.stopAndOpen();
        try {
          const findings = await checkCrashTrials(handle, rig.receiver, trials);
          expect(findings.partial, 'partial applications').toEqual([]);
          expect(findings.duplicates, 'applications no request made once').toEqual([]);
          expect(findings.missing, 'answered filings the database lost').toEqual([]);
          expect(findings.cancelledTwice, 'procedures cancelled twice').toEqual([]);
          expect(findings.heldNotResent, 'held answers whose message never came again').toEqual([]);
          expect(trials.requestTrials.length + trials.deliveryTrials.length).toBe(cycles * 4);
          runs.push({ database, trials, findings, minutes: (Date.now() - started) / 60_000 });
        } finally {
          await handle.close();
        }
      } finally {
        await rig.close();
      }
    });
  }
});
