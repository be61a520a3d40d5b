// Issue 24, 1d: a move whose 転出届 the resident cancelled takes no lifeline addition, whatever
// the page: user_session_initialize?phase=2, additional_user_session_form_create and
// additional_application_start all answer NOT_FOUND with why, while the cancellation is under way
// (取消処理中) and once accepted (取消済み). A refused cancellation leaves the move standing.
import { describe, expect, it } from 'vitest';
import { calledOffMoveMessage } from '#shared/called-off-move';
import { addingResident, addedBusinesses } from '../../submission/testing/addition-client';
import { receivedApplication, signedRevocation, useRevocationServer } from '../../submission/testing/revocation-client';
import { knownKeys } from '../../submission/testing/submission-client';

const keys = knownKeys();
const REASON = '引越しの予定がなくなったため';
const calledOff = { code: 'NOT_FOUND', message: calledOffMoveMessage };

describe('an addition to a move called off', () => {
  const { server, resident, query } = useRevocationServer(keys);

  it('is refused at every call once the 転出届 is being cancelled or cancelled, and allowed again when the cancellation is refused', async () => {
    const suzuki = await resident(1);
    const { ids } = await receivedApplication(server(), keys, suzuki.userId);
    const adding = await addingResident(server(), keys, 1);

    // An addition draft begun before the cancellation, confirmed and ready to start.
    expect((await adding.initialize()).status).toBe(200);
    await adding.addBusiness('soyokaze-hikari');
    await adding.updateAddition({ mode: 5, business_id: 'soyokaze-hikari', values: addedBusinesses['soyokaze-hikari'] });
    const confirmed = await adding.confirmAddition();
    expect(confirmed.status).toBe(200);

    await suzuki.initializeRevocation();
    const revocationDigest = (await suzuki.cancelConfirm([ids.moveOut], REASON)).body.document_digest;
    const revocation = await suzuki.cancel(await signedRevocation(suzuki, revocationDigest));
    expect(revocation.status).toBe(200);
    const moveOutCancellation = 'update application_recipients set status = $2 where application_id = $1 and cancels_recipient_id = $3';

    for (const status of ['pending', 'completed']) {
      await query(moveOutCancellation, [revocation.body.application_id, status, ids.moveOut]);
      const refusals = [await adding.initialize(), await adding.addBusiness('aozora-shimbun'), await adding.startAddition(confirmed.body.document_digest), await adding.submitAddition(confirmed.body.document_digest)];
      for (const refused of refusals) {
        expect(refused.status, status).toBe(404);
        expect(refused.body.status, status).toEqual(calledOff);
      }
    }

    // The municipality refused the cancellation (the 転出届 was completed): the move stands.
    await query(moveOutCancellation, [revocation.body.application_id, 'returned', ids.moveOut]);
    expect((await adding.initialize()).status).toBe(200);
  });
});
