// What the mail job's tests (issue 27) run on: a fresh database, a fake clock, the composition root
// mailing through a real SMTP receiver (test-mailbox.ts), and a signed application to file. Call
// it at the top of a describe; the bench is opened before the hooks registered after the call.
import { useTestDatabase } from '../../db/test-database';
import { createDeliveryServices } from '../../deliveries/testing/delivery-services';
import { signedApplication, submissionOf } from '../../deliveries/testing/signed-application';
import { runMails } from '../../jobs/mail-job';
import { createTestUser } from '../../repositories/test-fixtures';
import type { Services } from '../../services';
import { newReceptionNumber } from '../../submission/reception-number';
import { FakeClock } from '../../testing/fake-clock';
import { useSuiteResource } from '../../testing/suite-resource';
import { documentVisits } from '../../visits/document-visits';
import { startTestMailbox, type TestMailbox } from './test-mailbox';

/** `env`: settings besides SMTP_URL, e.g. the retry timings. */
export function useMailBench(env: Record<string, string> = {}) {
  const database = useTestDatabase();
  const clock = new FakeClock();
  const bench = useSuiteResource(
    'the mail bench',
    async () => {
      const mailbox = await startTestMailbox();
      try {
        const { services, cleanUp } = await createDeliveryServices(database(), clock, { SMTP_URL: mailbox.url, ...env });
        const { stored } = await signedApplication();
        return { mailbox, services, stored, cleanUp };
      } catch (error) {
        await mailbox.close();
        throw error;
      }
    },
    async ({ mailbox, cleanUp }) => {
      await mailbox.close();
      await cleanUp();
    },
  );
  const services = (): Services => bench().services;
  return {
    database,
    clock,
    mailbox: (): TestMailbox => bench().mailbox,
    services,
    /** A new resident's filed application (its mails not planned yet); `withVisits`: its 転入予定連絡's visit reserved, as the submission does (issue 28). */
    async fileApplication({ withVisits = false } = {}): Promise<{ userId: string; applicationId: string; receptionNumber: string }> {
      const receptionNumber = newReceptionNumber();
      const userId = await createTestUser(database().db, services().cipher);
      const submission = submissionOf(bench().stored, clock.now(), receptionNumber);
      const visits = withVisits ? await documentVisits(bench().stored.document) : [];
      const insert = await services().applications.insertSubmission(userId, { ...submission, visits });
      if (insert.kind !== 'created') throw new Error(`not created: ${insert.kind}`);
      return { userId, applicationId: insert.submission.id, receptionNumber };
    },
    /** The stored application fileApplication files. */
    stored: () => bench().stored,
    /** One run of the mail job, as a test calls it (without queueing the next). */
    runMails: () => runMails({ db: database().db, now: clock.now(), data: null, services: services() }),
  };
}
