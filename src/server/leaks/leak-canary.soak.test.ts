// Issue 26, point 5: what may never leak. A canary resident with unique values files a normal
// application, adds a business and cancels its 転出届 and gas, on the real server (main.ts behind a
// recording proxy, jobs on, LOG_LEVEL=debug), once on PostgreSQL and once on PGlite. Afterwards:
// the debug log, the database (pg_dump; the PGlite folder's raw files) and every message a
// recipient received hold none of the canary's values that they may not see (each municipality
// its own part only, decision 025), in any plain form (testing/value-forms.ts), and none of the
// run's cookies, CSRF tokens, ID tokens or authorization codes; no response of the run, provoked
// errors included, carries a stack trace. Soak: two server starts and a PGlite initdb take more
// than a fast suite may (`npm run soak`); its figures go into docs/reliability.md.
import { describe, expect, it } from 'vitest';
import { recordFigures } from '../testing/reliability-record';
import { canaryValues, recipients } from './testing/canary';
import { canaryRun } from './testing/canary-run';
import { capturedSecrets, leaksIn, leaksInFiles, withStackTraces } from './testing/leak-checks';
import { expandBase64, foundForms, formsOf } from './testing/value-forms';

interface Figures {
  backend: string;
  logLines: number;
  storedBytes: number;
  messages: number;
  responses: number;
  errors: number;
  secrets: number;
}

const figures: Figures[] = [];
const searchedForms = canaryValues.reduce((sum, { value }) => sum + formsOf(value).length, 0);

function figuresMarkdown(): string {
  const rows = figures.map(
    (f) =>
      `| ${f.backend} | ${f.logLines.toLocaleString('en')} | ${(f.storedBytes / 1024 / 1024).toFixed(1)} MB | ${f.messages || '–'} | ${f.responses.toLocaleString('en')} (${f.errors} errors) | ${f.secrets} | 0 |`,
  );
  return [
    `The canary's ${canaryValues.length} values, searched in ${searchedForms} plain forms (UTF-8, kana forms, digits without separators, ISO dates, ` +
      'JSON escapes, and whatever base64 or hex the text holds, decoded), and the bearer values the run handed out:',
    '',
    '| Run | debug log lines | stored (pg_dump / PGlite folder) | messages to recipients | responses | cookies, CSRF and ID tokens, codes | found where not allowed |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

describe('what may never leak (the canary resident)', () => {
  for (const backend of ['PostgreSQL', 'PGlite'] as const) {
    it(`holds on ${backend}`, async () => {
      const run = await canaryRun(backend);
      const secrets = capturedSecrets(run.exchanges);
      // The run handed out every kind of bearer value the suite looks for.
      for (const kind of ['cookie utsuru_sid', 'CSRF token', 'authorization code', 'ID token']) expect(secrets.some((secret) => secret.what.startsWith(kind)), kind).toBe(true);

      // The debug log: none of the canary's values, no secret. Its request lines show it was read whole.
      expect(run.log).toContain('/utsuru-api/v1/cancel_application');
      const logTexts = expandBase64(run.log, 2);
      expect(leaksIn(logTexts, canaryValues), 'in the log').toEqual([]);
      expect(leaksIn(logTexts, secrets), 'secrets in the log').toEqual([]);

      // The database: the filings' 受付番号 are plain columns and are found; the canary's values are encrypted.
      for (const number of run.receptionNumbers) expect(run.stored.some((file) => file.bytes.includes(Buffer.from(number))), number).toBe(true);
      expect(leaksInFiles(run.stored, canaryValues), 'in the database').toEqual([]);
      expect(leaksInFiles(run.stored, secrets), 'secrets in the database').toEqual([]);

      // Every message each recipient received: only what that recipient may see, and each value reached a recipient that may.
      if (backend === 'PostgreSQL') {
        const reached = new Set<string>();
        for (const recipient of Object.values(recipients)) {
          const arrivals = run.messages.get(recipient) ?? [];
          expect(arrivals.length, recipient).toBeGreaterThan(0);
          const texts = arrivals.flatMap((arrival) => expandBase64(`${JSON.stringify(arrival.headers)}\n${arrival.body}`, 3));
          const notItsOwn = canaryValues.filter((value) => !value.seenBy.includes(recipient));
          expect(leaksIn(texts, notItsOwn), `in the messages to ${recipient}`).toEqual([]);
          expect(leaksIn(texts, secrets), `secrets in the messages to ${recipient}`).toEqual([]);
          for (const value of canaryValues) if (foundForms(texts, value.value).length > 0) reached.add(value.what);
        }
        expect(canaryValues.filter((value) => value.seenBy.length > 0 && !reached.has(value.what)).map((value) => value.what)).toEqual([]);
      }

      // No response of the run carries a stack trace, the provoked errors included.
      const responses = run.exchanges.filter((exchange) => !/\/dev-inbox\/recipients\/[^/]+\/webhook$/.test(exchange.url) || backend === 'PGlite');
      const errors = responses.filter((exchange) => exchange.status >= 400);
      expect(errors.length).toBeGreaterThanOrEqual(15);
      expect(withStackTraces(responses)).toEqual([]);

      figures.push({
        backend,
        logLines: run.log.split('\n').length,
        storedBytes: run.stored.reduce((sum, file) => sum + file.bytes.length, 0),
        messages: [...run.messages.values()].reduce((sum, arrivals) => sum + arrivals.length, 0),
        responses: responses.length,
        errors: errors.length,
        secrets: secrets.length,
      });
      if (figures.length === 2) recordFigures('leak-canary', figuresMarkdown());
    }, 600_000);
  }
});
