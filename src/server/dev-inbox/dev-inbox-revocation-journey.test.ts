// A revocation from end to end on the server (decision 021): a resident files an application and
// cancels its 転出届 over real HTTP, signed at the real /dev-idp signing page; the delivery job sends
// the cancellations to the development inbox's receivers, and what arrived is exactly the
// contract's CancellationMessage, naming the message it cancels, the reason only for the municipality.
import { describe, expect, it } from 'vitest';
import { createDocumentCipher } from '../crypto/document-cipher';
import { contractSchema } from '../deliveries/testing/contract-schema';
import { outboxRecipientsOf } from '../deliveries/testing/delivered-application';
import { useDeliveringServer } from '../deliveries/testing/delivery-services';
import { runDeliveries } from '../jobs/delivery-job';
import { revokingResident, signedRevocation } from '../submission/testing/revocation-client';
import { knownKeys, signedRequest } from '../submission/testing/submission-client';
import { databaseInboxStore } from './inbox-store';

const keys = knownKeys();
const REASON = '引越しの予定がなくなったため';

describe('a revocation submitted over HTTP, delivered to the development inbox', () => {
  const { server, services } = useDeliveringServer({ env: keys.env });

  async function deliverAll(applicationId: string) {
    await runDeliveries({ db: server().database.db, now: server().clock.now(), data: null, services: services() });
    const { rows } = await server().database.query('select state from deliveries where application_id = $1', [applicationId]);
    expect(rows.map((row) => row.state)).toEqual(rows.map(() => 'delivered'));
  }

  it("delivers each cancellation as the contract's CancellationMessage", async () => {
    const resident = await revokingResident(server(), keys, 4);
    await resident.writeCompleteDraft();
    const { id } = await signedRequest(resident);
    await resident.inquiry(id);
    const application = await resident.submit(id);
    expect(application.status).toBe(200);
    await deliverAll(application.body.application_id);
    const filed = await outboxRecipientsOf(server(), application.body.application_id);

    await resident.initializeRevocation(application.body.reception_number);
    const items = (await resident.cancellable()).body.items;
    const moveOut = items.find((item) => item.code === 'move_out');
    const business = items.find((item) => item.code === 'businesses');
    const confirmed = await resident.cancelConfirm([moveOut?.id ?? '', business?.id ?? ''], REASON);
    expect(confirmed.status).toBe(200);
    const revocation = await resident.cancel(await signedRevocation(resident, confirmed.body.document_digest));
    expect(revocation.status).toBe(200);
    await deliverAll(revocation.body.application_id);

    const store = databaseInboxStore(server().database.db, { cipher: createDocumentCipher(keys.documentKey), clock: server().clock });
    const validate = await contractSchema('CancellationMessage');
    const { rows } = await server().database.query(
      `select r.cancels_recipient_id, c.position as cancels_position from application_recipients r
         join application_recipients c on c.id = r.cancels_recipient_id where r.application_id = $1 order by r.position`,
      [revocation.body.application_id],
    );
    const cancellations = await outboxRecipientsOf(server(), revocation.body.application_id);
    // The 転出届, the 転入予定連絡 that depends on it, and the lifeline notice chosen.
    expect(cancellations).toHaveLength(3);
    for (const [index, cancellation] of cancellations.entries()) {
      const arrived = await store.find(cancellation.recipient, cancellation.messageId);
      expect(arrived?.messageType).toBe('application.cancelled');
      expect(validate(arrived?.payload), JSON.stringify(validate.errors)).toBe(true);
      const data = (arrived?.payload as { data: Record<string, unknown> }).data;
      const cancelled = filed.find((row) => row.position === Number(rows[index]?.cancels_position));
      expect(data.cancels).toEqual({ message_id: cancelled?.messageId, reception_number: application.body.reception_number });
      expect(data.reception_number).toBe(revocation.body.reception_number);
      expect(data.reason).toBe(cancellation.recipient.startsWith('municipality.') ? REASON : undefined);
    }
  });
});
