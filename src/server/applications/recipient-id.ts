// One name for a recipient across the filed parts, the outbox, the secrets, the callbacks and the development
// inbox (decision 019): `municipality.<jis_code>` or `business.<business_id>`, safe in a URL path.
import type { RecipientRecord } from '../repositories/application-repository';

export type RecipientId = `municipality.${string}` | `business.${string}`;

const pattern = /^(municipality\.\d{6}|business\.[a-z0-9][a-z0-9-]{0,63})$/;

export const isRecipientId = (value: string): value is RecipientId => pattern.test(value);

export function recipientIdOf(address: RecipientRecord['address']): RecipientId {
  return 'jis_code' in address ? `municipality.${address.jis_code}` : `business.${address.business_id}`;
}
