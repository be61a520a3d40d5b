// The development inbox's clerk pages and their form posts (decision 019). The posts change
// state (they send a callback, or set faults), so, like any form, they must come from these
// pages: the Origin (or Sec-Fetch-Site) must be the app's own origin. The faults endpoint also
// takes JSON, which a cross-site form cannot send without a preflight, for tests and scripts.
import formbody from '@fastify/formbody';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ProcedureRegistry } from '#shared/procedures';
import { callbackStatuses } from '#shared/recipient-status';
import type { Clock } from '../clock';
import type { Db } from '../db/database-handle';
import { pageHeaders } from '../dev-idp/html';
import type { RecipientId } from '../applications/recipient-id';
import type { FaultBook, FaultSettings } from './faults';
import { cancellationMessageType } from '../deliveries/cancellation-message';
import { visitChangeMessageType } from '../deliveries/visit-change-message';
import { cancellationStatusName } from '../deliveries/status-names';
import {
  renderInboxIndex,
  renderInboxMessage,
  renderRecipientPage,
  type CancellationRow,
  type InboxRecipient,
  type InboxRow,
  type Notice,
  type VisitChangeRow,
} from './inbox-pages';
import { inboxStylesheet } from './inbox-stylesheet';
import { recipientStatusesOf } from './inbox-status';
import type { InboxMessage, InboxStore } from './inbox-store';
import { MOVE_IN_PROCEDURE } from './move-in-revocation';
import { sendStatusCallback } from './status-callback-client';

export interface ClerkRoutesOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  recipients: readonly InboxRecipient[];
  store: InboxStore;
  faults: FaultBook;
  secretsOf(recipient: RecipientId): Promise<readonly string[]>;
  /** Names the procedures of the rows. */
  procedures: ProcedureRegistry;
  /**
   * Called once the app took a 完了 for a 転入予定連絡: the 転入 counter's certificate revocation
   * (issue 28); answers whether a signer's certificate was revoked.
   */
  onMoveInCompleted?: (receptionNumber: string) => Promise<boolean>;
}

const statusForm = z.object({ status: z.enum(callbackStatuses), reason: z.string().trim().max(400).optional() });
const checkbox = z.literal('on').optional().transform((value) => value === 'on');
const count = (max: number) => z.coerce.number().int().min(0).max(max);
const faultForm = z.object({
  clear: checkbox,
  fail_next: count(1000).optional(),
  fail_status: z.coerce.number().int().min(400).max(599).optional(),
  retry_after: count(3600).optional(),
  delay_ms: count(600_000).optional(),
  always_fail: checkbox,
  hold: checkbox,
  drop: checkbox,
});
const faultJson = z.object({
  clear: z.boolean().optional(),
  fail_next: count(1000).optional(),
  fail_status: z.number().int().min(400).max(599).optional(),
  retry_after: count(3600).optional(),
  delay_ms: count(600_000).optional(),
  always_fail: z.boolean().optional(),
  hold: z.boolean().optional(),
  drop: z.boolean().optional(),
});

const textAt = (value: unknown, ...path: string[]): string | null => {
  let node = value;
  for (const key of path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' && node !== '' ? node : null;
};

/** Notices survive one redirect; a few hundred at most are kept. */
class Notices {
  readonly #notices = new Map<string, Notice>();
  put(notice: Notice): string {
    const key = randomUUID();
    this.#notices.set(key, notice);
    if (this.#notices.size > 200) this.#notices.delete(this.#notices.keys().next().value ?? '');
    return key;
  }
  take(key: unknown): Notice | null {
    if (typeof key !== 'string') return null;
    const notice = this.#notices.get(key) ?? null;
    this.#notices.delete(key);
    return notice;
  }
}

export async function clerkRoutes(app: FastifyInstance, options: ClerkRoutesOptions): Promise<void> {
  const { db, clock, publicUrl, store, faults } = options;
  await app.register(formbody);
  // no-referrer (the dev IdP's choice) makes a browser send `Origin: null` with a form post,
  // which the same-origin check must refuse; same-origin keeps the Origin and leaks nothing.
  const headers = { ...pageHeaders([]), 'referrer-policy': 'same-origin' };
  const origin = new URL(publicUrl).origin;
  const byId = new Map(options.recipients.map((r) => [r.id, r]));
  const notices = new Notices();

  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).headers(headers).send(body);
  const notFound = (reply: FastifyReply) => html(reply, 404, renderInboxMessage('受け取り先が見つかりません', 'この受け取り先は受信箱にありません。'));
  const sameOrigin = (request: FastifyRequest) =>
    request.headers.origin !== undefined ? request.headers.origin === origin : request.headers['sec-fetch-site'] === 'same-origin';
  const back = (reply: FastifyReply, recipient: InboxRecipient, notice: Notice) =>
    reply.header('cache-control', 'no-store').redirect(`/dev-inbox/recipients/${recipient.id}?notice=${notices.put(notice)}`, 303);

  app.get('/assets/inbox.css', async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(inboxStylesheet),
  );

  app.get('/', async (_request, reply) => html(reply, 200, renderInboxIndex(options.recipients, await store.counts())));

  app.get<{ Params: { recipient: string }; Querystring: { notice?: string } }>('/recipients/:recipient', async (request, reply) => {
    const recipient = byId.get(request.params.recipient);
    if (!recipient) return notFound(reply);
    const messages = await store.list(recipient.id);
    const statuses = await recipientStatusesOf(db, messages.map((m) => m.webhookId));
    const cancellations = messages.filter(isCancellation).map((m) => cancellationRowOf(m, statuses));
    const cancelledBy = new Map(messages.filter(isCancellation).map((m) => [textAt(m.payload, 'data', 'cancels', 'message_id'), textAt(m.payload, 'data', 'reception_number')]));
    // Once a cancellation is accepted the procedure has ended: うつる refuses reports on it (409, decision 025).
    const ended = new Set(messages.filter((m) => isCancellation(m) && statusOf(m, statuses) === 'completed').map((m) => textAt(m.payload, 'data', 'cancels', 'message_id')));
    const visitChanges = messages.filter(isVisitChange).map(visitChangeRowOf);
    const rows = messages
      .filter((m) => !isCancellation(m) && !isVisitChange(m))
      .map((m): InboxRow => ({ ...rowOf(m, statuses), cancelledBy: cancelledBy.get(messageIdOf(m)) ?? null, cancellationAccepted: ended.has(messageIdOf(m)) }));
    return html(reply, 200, renderRecipientPage(recipient, rows, faults.of(recipient.id), notices.take(request.query.notice), cancellations, options.procedures, visitChanges));
  });

  app.post<{ Params: { recipient: string; webhookId: string } }>('/recipients/:recipient/messages/:webhookId/status', async (request, reply) => {
    if (!sameOrigin(request)) return html(reply, 403, renderInboxMessage('送信できません', 'この操作は受信箱の画面から行ってください。'));
    const recipient = byId.get(request.params.recipient);
    const message = recipient ? await store.find(recipient.id, request.params.webhookId) : null;
    // A visit change takes no answer (its page offers none).
    if (!recipient || !message || isVisitChange(message)) return notFound(reply);
    const form = statusForm.safeParse(request.body ?? {});
    if (!form.success) return back(reply, recipient, { ok: false, text: '操作の内容が正しくありません。' });
    const cancellation = isCancellation(message);
    if (form.data.status === 'returned' && !form.data.reason) {
      return back(reply, recipient, { ok: false, text: cancellation ? '取り消せない理由を入力してください。' : '差戻しの理由を入力してください。' });
    }
    const notice = await sendStatusCallback({
      publicUrl,
      recipient: recipient.id,
      secrets: await options.secretsOf(recipient.id as RecipientId),
      messageId: messageIdOf(message),
      status: form.data.status,
      reason: form.data.status === 'returned' ? form.data.reason : undefined,
      now: clock.now(),
      ...(cancellation && { nameOf: cancellationStatusName }),
    });
    const receptionNumber = textAt(message.payload, 'data', 'reception_number');
    const movedIn = !cancellation && form.data.status === 'completed' && textAt(message.payload, 'data', 'procedure') === MOVE_IN_PROCEDURE;
    const revoked = notice.ok && movedIn && receptionNumber ? ((await options.onMoveInCompleted?.(receptionNumber)) ?? false) : false;
    const text = `${receptionNumber ?? ''} ${notice.text}${revoked ? ` ${revokedNotice}` : ''}`.trim();
    return back(reply, recipient, { ...notice, text });
  });

  app.post<{ Params: { recipient: string } }>('/recipients/:recipient/faults', async (request, reply) => {
    const recipient = byId.get(request.params.recipient);
    const json = (request.headers['content-type'] ?? '').startsWith('application/json');
    if (!json && !sameOrigin(request)) return html(reply, 403, renderInboxMessage('送信できません', 'この操作は受信箱の画面から行ってください。'));
    if (!recipient) return json ? reply.code(404).send({ error: 'unknown recipient' }) : notFound(reply);
    const parsed = json ? faultJson.safeParse(request.body ?? {}) : faultForm.safeParse(request.body ?? {});
    if (!parsed.success) return json ? reply.code(400).send({ error: 'invalid faults' }) : back(reply, recipient, { ok: false, text: '障害の設定が正しくありません。' });
    const { clear, fail_next, fail_status, retry_after, delay_ms, always_fail, hold, drop } = parsed.data;
    let settings: FaultSettings;
    if (clear) {
      faults.clear(recipient.id);
      settings = faults.of(recipient.id);
    } else {
      settings = faults.set(recipient.id, {
        ...(fail_next !== undefined && { failNext: fail_next }),
        ...(fail_status !== undefined && { failStatus: fail_status }),
        ...(retry_after !== undefined && { retryAfterSeconds: retry_after }),
        ...(delay_ms !== undefined && { delayMs: delay_ms }),
        // A form leaves an unchecked box out: off. JSON leaves out what it does not change.
        ...((!json || always_fail !== undefined) && { alwaysFail: Boolean(always_fail) }),
        ...((!json || hold !== undefined) && { hold: Boolean(hold) }),
        ...((!json || drop !== undefined) && { drop: Boolean(drop) }),
      });
    }
    if (json) return reply.code(200).header('cache-control', 'no-store').send(settings);
    return back(reply, recipient, { ok: true, text: clear ? '障害を解除しました。' : '障害を設定しました。' });
  });
}

/** What the clerk is told when a 完了 revoked the signer's certificate, as the 転入 counter does. */
export const revokedNotice = '住所が変わったため、申請者の署名用電子証明書を失効させました（開発用）。';

const isCancellation = (message: InboxMessage) => message.messageType === cancellationMessageType;
const isVisitChange = (message: InboxMessage) => message.messageType === visitChangeMessageType;
/** The message's id as it names itself (its webhook-id): what the clerk's callback reports on. */
const messageIdOf = (message: InboxMessage) => textAt(message.payload, 'data', 'message_id') ?? message.webhookId;

/** The applicant's name as the message carries it: a name object (姓・名), or text. */
function applicantNameOf(payload: unknown): string | null {
  const last = textAt(payload, 'data', 'applicant', 'name', 'last');
  const first = textAt(payload, 'data', 'applicant', 'name', 'first');
  return last || first ? [last, first].filter(Boolean).join(' ') : textAt(payload, 'data', 'applicant', 'name');
}

type Statuses = ReadonlyMap<string, InboxRow['status'] & string>;
const statusOf = (message: InboxMessage, statuses: Statuses) => statuses.get(messageIdOf(message)) ?? statuses.get(message.webhookId) ?? null;

function rowOf(message: InboxMessage, statuses: Statuses): InboxRow {
  return {
    webhookId: message.webhookId,
    receivedAt: message.receivedAt,
    receptionNumber: textAt(message.payload, 'data', 'reception_number'),
    procedure: textAt(message.payload, 'data', 'procedure'),
    applicantName: applicantNameOf(message.payload),
    promoCode: textAt(message.payload, 'data', 'promo_code'),
    additionTo: textAt(message.payload, 'data', 'addition_to'),
    arrivals: message.arrivals,
    status: statusOf(message, statuses),
  };
}

function cancellationRowOf(message: InboxMessage, statuses: Statuses): CancellationRow {
  return {
    webhookId: message.webhookId,
    receivedAt: message.receivedAt,
    receptionNumber: textAt(message.payload, 'data', 'reception_number'),
    cancelsReceptionNumber: textAt(message.payload, 'data', 'cancels', 'reception_number'),
    procedure: textAt(message.payload, 'data', 'procedure'),
    applicantName: applicantNameOf(message.payload),
    reason: textAt(message.payload, 'data', 'reason'),
    arrivals: message.arrivals,
    status: statusOf(message, statuses),
  };
}

function visitChangeRowOf(message: InboxMessage): VisitChangeRow {
  const data = typeof message.payload === 'object' && message.payload !== null ? (message.payload as { data?: { sequence?: unknown } }).data : undefined;
  return {
    webhookId: message.webhookId,
    receivedAt: message.receivedAt,
    receptionNumber: textAt(message.payload, 'data', 'reception_number'),
    visitDate: textAt(message.payload, 'data', 'visit_date'),
    visitTime: textAt(message.payload, 'data', 'visit_time'),
    sequence: typeof data?.sequence === 'number' ? data.sequence : null,
    arrivals: message.arrivals,
  };
}
