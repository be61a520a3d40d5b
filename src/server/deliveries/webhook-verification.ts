// Checks a Standard Webhooks signature (decision 019) for the status callback and the
// development inbox. The library's `Webhook.verify` reads `Date.now()` for the timestamp
// window, but the app's time is its injected clock (tests move it), so the window is checked
// here against the clock, with the library's tolerance, and the signature is the library's own
// `Webhook.sign` of `<id>.<timestamp>.<raw body>`, compared in constant time.
import { timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The library's tolerance: a timestamp more than 5 minutes away from now is refused. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

export interface WebhookHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

/** The three headers of a request, or null when one is missing or repeated. */
export function webhookHeadersOf(headers: Record<string, string | string[] | undefined>): WebhookHeaders | null {
  const [id, timestamp, signature] = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => headers[name]);
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string') return null;
  return { id, timestamp, signature };
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Whether `payload` (the raw body, exactly as received) carries a valid signature by any of
 * `secrets`, made within the tolerance of `now`. Says nothing about which check failed.
 */
export function verifyWebhook(secrets: readonly string[], payload: string, headers: WebhookHeaders, now: Date): boolean {
  if (!/^\d{1,12}$/.test(headers.timestamp)) return false;
  const signedAt = new Date(Number(headers.timestamp) * 1000);
  if (Math.abs(now.getTime() - signedAt.getTime()) > WEBHOOK_TOLERANCE_MS) return false;
  const given = headers.signature.split(' ').flatMap((entry) => {
    const [version, value] = entry.split(',', 2);
    return version === 'v1' && value ? [value] : [];
  });
  let matched = false;
  for (const secret of secrets) {
    const expected = new Webhook(secret).sign(headers.id, signedAt, payload).slice('v1,'.length);
    // Every comparison runs, so the time taken does not tell which secret or signature matched.
    for (const value of given) matched = sameText(value, expected) || matched;
  }
  return matched;
}

/** The headers a signer sends: one `v1` signature per secret, space-separated. */
export function signWebhook(secrets: readonly string[], id: string, at: Date, payload: string): WebhookHeaders {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signedAt = new Date(timestamp * 1000);
  return { id, timestamp: String(timestamp), signature: secrets.map((secret) => new Webhook(secret).sign(id, signedAt, payload)).join(' ') };
}
