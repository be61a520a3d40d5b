// At most once across a kill -9 (issue 27), with the real server as a child process (main.ts) on
// its own PGlite folder and a real SMTP receiver in this test: the submission commits in a
// process without jobs, which is then killed with SIGKILL before anything could be mailed; the
// process started again with its jobs finds the filing's event and mails the confirmation and
// the fraud alert exactly once. Then the relay refuses for good: the failed mails are what
// `npm run mail -- failed` (the CLI, on the same folder once the server has stopped) lists.
// PGlite only: its app processes get no DATABASE_URL and keep their PGlite folder.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBenchResidents } from '../../../bench/mix/bench-residents';
import { freePort, runServerScript, startAppProcess, type AppProcess } from '../testing/app-process';
import { CrashResident } from '../testing/crash/crash-resident';
import { waitUntil } from '../testing/delivery-proof';
import { startTestMailbox, type TestMailbox } from './testing/test-mailbox';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run mail -- <args>` as the operator runs it (tsx, the same environment). */
const runMailCli = (env: Record<string, string>, args: string[]) => runServerScript('src/server/ops/mail-cli.ts', env, args);

describe('mail across a kill -9', () => {
  let dataDir: string | undefined;
  let mailbox: TestMailbox | undefined;
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.crash();
    await mailbox?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('mails a filing committed just before the kill exactly once after the restart, and the CLI lists the mails that failed', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-mail-crash-'));
    mailbox = await startTestMailbox();
    const port = await freePort();
    const bench = await writeBenchResidents(path.join(dataDir, 'residents.json'), 2);
    const key = () => randomBytes(32).toString('base64');
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEV_IDP_RESIDENTS_FILE: bench.file,
      DOCUMENT_ENCRYPTION_KEY: key(),
      IDENTITY_HASH_KEY: key(),
      CSRF_TOKEN_KEY: key(),
      SMTP_URL: mailbox.url,
      MAIL_RETRY_BASE_MS: '100',
      MAIL_RETRY_CAP_MS: '500',
    };

    // The submission commits in a process that sends nothing (no jobs), which then dies at once.
    app = await startAppProcess({ ...env, JOBS: 'off' }, { port });
    const resident = await CrashResident.signIn(app.origin, bench.subjects[0] ?? '', 0);
    const submitted = await resident.send(await resident.prepareSubmit());
    expect(submitted.status).toBe(200);
    const receptionNumber = String(submitted.body.reception_number);
    await app.crash();
    expect(await mailbox.mails()).toEqual([]);

    app = await startAppProcess({ ...env, JOBS: 'on' }, { port });
    const mailsOf = async (number: string) => (await mailbox!.mails()).filter((mail) => mail.text.includes(number));
    await waitUntil('the filing is mailed', async () => (await mailsOf(receptionNumber)).length >= 2, 60_000, () => app?.output() ?? '');
    // Several idle runs of the job later, still exactly one of each.
    await sleep(5_000);
    const mails = await mailsOf(receptionNumber);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`【うつる】申請を受け付けました（受付番号 ${receptionNumber}）`, expect.stringMatching(/^【うつる】引越し手続きの申請がありました/)].sort(),
    );
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);

    // The relay now refuses for good: the next filing's mails fail, and the operator lists them.
    mailbox.refuseNext(1000, { code: 550, message: 'Mailbox unavailable' });
    const another = await CrashResident.signIn(app.origin, bench.subjects[1] ?? '', 1);
    const second = await another.send(await another.prepareSubmit());
    expect(second.status).toBe(200);
    expect(second.body.reception_number).not.toBe(receptionNumber);
    await waitUntil('the relay refused both mails', () => mailbox!.refused() >= 2, 60_000, () => app?.output() ?? '');
    await sleep(1_000);
    await app.stop();

    const listed = await runMailCli(env, ['failed']);
    expect(listed.code, listed.stderr).toBe(0);
    const [header, ...lines] = listed.stdout.trim().split('\n');
    expect(header).toBe('id\ttemplate\tapplication\tattempts\tlast_error\tage');
    expect(lines.map((line) => line.split('\t').filter((_, index) => index === 1 || index === 3 || index === 4)).sort()).toEqual([
      ['filed', '1', 'smtp_550'],
      ['fraud_alert', '1', 'smtp_550'],
    ]);
    expect(listed.stdout).not.toContain('@example');
    expect((await runMailCli(env, ['nonsense'])).code).toBe(2);
  });
});
