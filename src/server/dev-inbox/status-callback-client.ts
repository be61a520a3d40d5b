// The clerk's buttons act as the recipient's server would (decision 019): a real, signed status
// callback over HTTP to the app's public URL, and the app's answer told back to the clerk.
import { apiBasePath } from '#shared/config/brand';
import type { CallbackStatus } from '#shared/recipient-status';
import { randomUUID } from 'node:crypto';
import { clerkStatusNames } from '../deliveries/status-names';
import { signWebhook } from '../deliveries/webhook-verification';
import type { Notice } from './inbox-pages';

export interface StatusCallbackInput {
  publicUrl: string;
  recipient: string;
  secrets: readonly string[];
  messageId: string;
  status: CallbackStatus;
  reason?: string | undefined;
  now: Date;
  /** How the clerk's page names the status (a cancellation's answers have their own words). */
  nameOf?: (status: CallbackStatus) => string;
}

export async function sendStatusCallback({ publicUrl, recipient, secrets, messageId, status, reason, now, nameOf = (s) => clerkStatusNames[s] }: StatusCallbackInput): Promise<Notice> {
  const payload = JSON.stringify({ message_id: messageId, status, ...(reason ? { reason } : {}), occurred_at: now.toISOString() });
  const headers = signWebhook(secrets, randomUUID(), now, payload);
  try {
    const response = await fetch(`${publicUrl}${apiBasePath}/recipients/${encodeURIComponent(recipient)}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': headers.id, 'webhook-timestamp': headers.timestamp, 'webhook-signature': headers.signature },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => null)) as { status?: { message?: string } } | null;
    if (response.ok) return { ok: true, text: `「${nameOf(status)}」をうつるへ知らせました。` };
    const why = typeof body?.status === 'object' && body.status.message ? body.status.message : `HTTP ${response.status}`;
    return { ok: false, text: `うつるが「${nameOf(status)}」を受け付けませんでした：${why}` };
  } catch {
    return { ok: false, text: 'うつるへ通知を送れませんでした。うつるが動いているか確かめてください。' };
  }
}
