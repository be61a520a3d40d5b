// Mounts the development mailbox (issue 27) under /dev-mail: what the embedded SMTP receiver got,
// newest first, each mail as it arrived. Registered only outside production (app.ts), so in
// production /dev-mail does not exist, like /dev-inbox. Read-only pages: no form, no state change.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AddressObject } from 'mailparser';
import { pageHeaders } from '../dev-idp/html';
import { mailMount, renderMailIndex, renderMailMessage, renderMailNotFound, type MailView } from './mail-pages';
import { mailStylesheet } from './mail-stylesheet';
import type { MailStore, ReceivedMail } from './mail-store';

const addressText = (value: AddressObject | AddressObject[] | undefined) => (Array.isArray(value) ? value.map((item) => item.text).join(', ') : (value?.text ?? ''));

async function viewOf(mail: ReceivedMail): Promise<MailView> {
  // The parser loads when a mail is first read, not at start (decision 032 §7).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(mail.raw, { skipImageLinks: true, skipTextToHtml: true });
  return {
    id: mail.id,
    receivedAt: mail.receivedAt,
    messageId: mail.messageId,
    subject: parsed.subject ?? '',
    to: addressText(parsed.to),
    from: addressText(parsed.from),
    date: parsed.date ? parsed.date.toISOString() : '',
    headers: parsed.headerLines.map(({ line }) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).trim()] as const;
    }),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
  };
}

/** The mail's own HTML, alone: no script, no request of any kind, never framed elsewhere. */
const sandboxedHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

export async function registerDevMail(app: FastifyInstance, { store }: { store: MailStore }): Promise<void> {
  await app.register(
    async (mailbox) => {
      const headers = pageHeaders([]);
      const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).headers(headers).send(body);

      mailbox.get('/assets/mail.css', async (_request, reply) =>
        reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(mailStylesheet),
      );
      mailbox.get('/', async (_request, reply) => html(reply, 200, renderMailIndex(await Promise.all((await store.list()).map(viewOf)))));
      mailbox.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
        const mail = await store.find(request.params.id);
        return mail ? html(reply, 200, renderMailMessage(await viewOf(mail))) : html(reply, 404, renderMailNotFound());
      });
      mailbox.get<{ Params: { id: string } }>('/messages/:id/html', async (request, reply) => {
        const mail = await store.find(request.params.id);
        const view = mail ? await viewOf(mail) : null;
        if (!view?.html) return html(reply, 404, renderMailNotFound());
        return reply.code(200).headers(sandboxedHeaders).send(view.html);
      });
    },
    { prefix: mailMount },
  );
}
