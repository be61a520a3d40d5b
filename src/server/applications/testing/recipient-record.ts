// A recipient row as the repository reads it, for the pure tests of the revocation rules and the
// summaries: さくらガス for a business procedure, 千代田区 for a municipal one.
import type { RecipientStatus } from '#shared/recipient-status';
import type { RecipientRecord } from '../../repositories/application-repository';

export const recordedAt = new Date('2026-11-20T03:00:00Z');

export const recipientRecord = (id: string, procedure: RecipientRecord['procedure'], status: RecipientStatus = 'delivered', extra: Partial<RecipientRecord> = {}): RecipientRecord => ({
  id,
  position: 0,
  kind: procedure === 'businesses' ? 'business' : 'municipality',
  procedure,
  name: procedure === 'businesses' ? 'さくらガス' : '千代田区',
  address: procedure === 'businesses' ? { business_id: 'sakura-gas' } : { jis_code: '131016' },
  status,
  updatedAt: recordedAt,
  ...extra,
});
