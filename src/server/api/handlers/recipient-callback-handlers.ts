// The recipients' status callback (decision 019, issue 12 point 4), a thin adapter: who is
// calling is proved by the Standard Webhooks signature over the raw body with one of the
// recipient's active secrets; what the report does is recipient-progress's one transaction.
// An unknown recipient, one without a secret, a bad signature and a stale timestamp all answer
// the same 401, so a caller learns nothing about which recipients exist; each spends one of the
// calling address's few failures (callback-budget.ts), checked before any recipient is looked up.
import type { FastifyReply } from 'fastify';
import type { Clock } from '../../clock';
import type { BudgetVerdict, CallbackBudget } from '../../deliveries/callback-budget';
import { isRecipientId } from '../../applications/recipient-id';
import type { RecipientProgress } from '../../deliveries/recipient-progress';
import type { RecipientSecrets } from '../../deliveries/recipient-secrets';
import { refusedCancellationMessage, refusedMoveMessage } from '../../deliveries/status-names';
import { verifyWebhook, webhookHeadersOf } from '../../deliveries/webhook-verification';
import { ApiError, tooManyRequests } from '../../errors/api-error';
import type { Handler } from '../typed-handlers';

export interface RecipientCallbackDeps {
  recipientSecrets: RecipientSecrets;
  recipientProgress: RecipientProgress;
  callbackBudget: CallbackBudget;
  clock: Clock;
}

export const callbackMessages = {
  unauthorized: '署名を確認できませんでした。',
  unknownMessage: 'この受け取り先に届いた通知ではありません。',
  replayed: 'この通知はすでに受け付けています。',
  reasonMissing: '差戻しには理由が必要です。',
  cancelled: 'この手続きは取り消されています（取消受理）。状況は変更できません。',
} as const;

/** A spent budget answers 429 and, as the routes' limits do, when to try again. */
function refuseBeyond(verdict: BudgetVerdict, reply: FastifyReply): void {
  if (verdict.allowed) return;
  reply.header('retry-after', String(verdict.retryAfterSeconds));
  throw tooManyRequests();
}

/** A 409 carries the shared BAD_REQUEST code: the request was valid, the state refuses it. */
const conflict = (reply: FastifyReply, message: string) => reply.code(409).send(new ApiError('BAD_REQUEST', message).toBody());

export function createRecipientCallbackHandlers({ recipientSecrets, recipientProgress, callbackBudget, clock }: RecipientCallbackDeps) {
  const recipientStatusCallback: Handler<'recipientStatusCallback'> = async (request, reply) => {
    refuseBeyond(await callbackBudget.beforeVerifying(request.ip), reply);
    const recipient = request.params.recipient_id;
    const headers = webhookHeadersOf(request.headers);
    const secrets = isRecipientId(recipient) ? await recipientSecrets.active(recipient) : [];
    const payload = request.rawBody?.toString('utf8');
    if (!isRecipientId(recipient) || !headers || payload === undefined || !verifyWebhook(secrets, payload, headers, clock.now())) {
      await callbackBudget.spendFailure(request.ip);
      throw new ApiError('UNAUTHORIZED', callbackMessages.unauthorized);
    }
    refuseBeyond(await callbackBudget.spendSigned(request.ip, recipient), reply);
    const { message_id: messageId, status, reason } = request.body;
    if (status === 'returned' && !reason) throw new ApiError('BAD_REQUEST', callbackMessages.reasonMissing);
    const outcome = await recipientProgress.report(recipient, headers.id, { messageId, status, reason });
    switch (outcome.kind) {
      case 'applied':
      case 'unchanged':
        return { status: outcome.status };
      case 'unknown-message':
        throw new ApiError('NOT_FOUND', callbackMessages.unknownMessage);
      case 'replayed':
        return conflict(reply, callbackMessages.replayed);
      case 'cancelled':
        return conflict(reply, callbackMessages.cancelled);
      case 'refused':
        return conflict(reply, outcome.cancellation ? refusedCancellationMessage(outcome.from) : refusedMoveMessage(outcome.from, outcome.to));
    }
  };
  return { recipientStatusCallback };
}
