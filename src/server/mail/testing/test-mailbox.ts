// A real SMTP receiver for the mail tests (issue 27): the embedded receiver on loopback with a
// store in memory, which a test can make refuse messages, and the mails it got, parsed.
import { simpleParser } from 'mailparser';
import { startMailReceiver, type SmtpRefusal } from '../../dev-mail/mail-receiver';
import { memoryMailStore } from '../../dev-mail/mail-store';

export interface ArrivedMail {
  subject: string;
  to: string;
  from: string;
  text: string;
  html: string;
  messageId: string;
  /** The message as it arrived, headers included. */
  raw: string;
}

export interface TestMailbox {
  /** SMTP_URL of the receiver. */
  readonly url: string;
  /** Every mail that arrived, in order (a mail sent twice is there twice). */
  mails(): Promise<ArrivedMail[]>;
  /** Refuses the next `count` messages with this reply. */
  refuseNext(count: number, refusal?: SmtpRefusal): void;
  /** How many messages were refused so far. */
  refused(): number;
  clear(): void;
  close(): Promise<void>;
}

export async function startTestMailbox(): Promise<TestMailbox> {
  const store = memoryMailStore();
  let refuseLeft = 0;
  let refusal: SmtpRefusal = { code: 451, message: 'Temporary local problem, try again later' };
  let refusedCount = 0;
  const receiver = await startMailReceiver({
    store,
    ref: false,
    refuse: () => {
      if (refuseLeft <= 0) return null;
      refuseLeft -= 1;
      refusedCount += 1;
      return refusal;
    },
  });
  return {
    url: receiver.url,
    async mails() {
      return Promise.all(
        store.mails.map(async ({ raw }) => {
          const parsed = await simpleParser(raw);
          const text = (value: typeof parsed.to) => (Array.isArray(value) ? value.map((item) => item.text).join(', ') : (value?.text ?? ''));
          return { subject: parsed.subject ?? '', to: text(parsed.to), from: text(parsed.from), text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', messageId: parsed.messageId ?? '', raw: raw.toString('utf8') };
        }),
      );
    },
    refuseNext(count, given) {
      refuseLeft = count;
      if (given) refusal = given;
    },
    refused: () => refusedCount,
    clear: () => store.mails.splice(0),
    close: () => receiver.close(),
  };
}
