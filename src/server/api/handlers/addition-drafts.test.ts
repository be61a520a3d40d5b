// The addition flow's draft (phase 2, decision 020) over real HTTP on the real app: started from
// the resident's submitted normal application, businesses added that serve the destination and
// were not notified, only the applicant and the businesses writable, the server's statuses and
// completion, and every draft its owner's only.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validApplicant, validLifeline, validMoving } from '#shared/forms/testing/valid-values';
import { inputStatus } from '#shared/forms/input-status';
import { completeAttributes } from '../../submission/testing/complete-draft';
import { addingResident, storeNormalApplication } from '../../submission/testing/addition-client';
import { fixClock, knownKeys } from '../../submission/testing/submission-client';
import { useTestServer } from '../../testing/test-server';
import { noAdditionOriginMessage } from '../../flows/addition/addition-origin';
import { additionMessages } from './addition-draft-handlers';

const keys = knownKeys();
/** そよかぜ光 and あおぞら新聞 serve 横浜市中区 and were not notified by the stored application. */
// Both serve 東京都 and 神奈川県: after a move 千代田区 → 横浜市中区 they ask for the stop date too (issue 24).
const internet = validLifeline.internet;
const newspaper = validLifeline.other;

describe('the addition draft (phase 2)', () => {
  const server = useTestServer({ env: keys.env });
  const resident = (index: number) => addingResident(server(), keys, index);
  beforeAll(() => fixClock(server()));
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('is NOT_FOUND without a submitted normal application, for the revocation draft too', async () => {
    const aoki = await resident(0);
    const none = await aoki.initialize();
    expect(none.status).toBe(404);
    expect(none.body.status).toEqual({ code: 'NOT_FOUND', message: noAdditionOriginMessage });
    expect(none.body.status?.message).toBe('追加できる送信済みの申請がありません。先に引越しの手続きを送信してください。');
    expect((await aoki.readAddition()).status).toBe(404);
    expect((await aoki.initialize(3)).status).toBe(404);

    // An unsent normal draft is not a submitted application.
    await aoki.writeCompleteDraft();
    expect((await aoki.initialize()).status).toBe(404);
  });

  it('starts from the submitted application, adds serving businesses once, takes the applicant and businesses only, and confirms when complete', async () => {
    const suzuki = await resident(1);
    const original = await storeNormalApplication(server(), keys, suzuki.userId);

    const started = await suzuki.initialize();
    expect(started.status).toBe(200);
    const draft = started.body;
    expect(draft.phase).toBe(2);
    expect(draft.promo_code).toBeNull();
    const submittedMoving = completeAttributes().moving.values!;
    // Prefilled from the identity (鈴木 大輔, test resident 1), the phone from the submitted application,
    // and Complete since it passes its form's rules: nothing to open and save (issue 24).
    expect(draft.attributes.applicant.status).toBe(inputStatus.complete);
    expect(draft.attributes.applicant.values?.name).toEqual({ last: '鈴木', first: '大輔' });
    expect(draft.attributes.applicant.values?.phone).toBe(validApplicant.phone);
    expect(draft.attributes.moving).toEqual({ status: inputStatus.cannotEdit, moving_type: submittedMoving.moving_type, values: submittedMoving });
    expect(draft.attributes.procedures).toEqual({ status: inputStatus.cannotEdit, values: null });
    expect(draft.attributes.possibility.possible_statuses).toEqual([{ code: 'businesses', status: 1, jis_code: null, reason: null }]);
    expect(draft.attributes.municipality).toEqual({ status: inputStatus.none, applications: [] });
    expect(draft.attributes.businesses).toEqual({ status: inputStatus.notEdited, applications: [] });
    expect((await suzuki.readAddition()).body).toEqual(draft);
    const fresh = await suzuki.browser.getApi<{ drafts: unknown[] }>('user_session_summaries');
    expect(fresh.body.drafts).toEqual([expect.objectContaining({ phase: 2, step1_complete: true, step2_complete: false })]);

    // Not serving 横浜市中区, already notified by the original application, unknown: NOT_FOUND.
    for (const businessId of ['tsubasa-net', 'sakura-gas', 'hikari-denryoku', 'no-such-business']) {
      const refused = await suzuki.addBusiness(businessId);
      expect(refused.status, businessId).toBe(404);
      expect(refused.body.status?.message).toBe(additionMessages.noBusiness);
    }
    const added = await suzuki.addBusiness('soyokaze-hikari');
    expect(added.status).toBe(200);
    expect(added.body.attributes.businesses).toEqual({
      status: inputStatus.notEdited,
      applications: [{ business_id: 'soyokaze-hikari', name: 'そよかぜ光', category: 'internet', serves: 'both', status: 1, sort: 8, values: null }],
    });
    // Idempotent per business.
    expect((await suzuki.addBusiness('soyokaze-hikari')).body).toEqual(added.body);
    expect((await suzuki.addBusiness('aozora-shimbun')).body.attributes.businesses.applications.map((entry) => entry.business_id)).toEqual([
      'soyokaze-hikari',
      'aozora-shimbun',
    ]);

    // The move, the procedures and the municipality are not the addition's to change.
    for (const body of [
      { mode: 2, values: validMoving },
      { mode: 3, values: { procedures: ['businesses'], business_ids: ['soyokaze-hikari'] } },
      { mode: 4, application_id: '78865d13-1edb-44af-bdf3-0063316bdc08', values: { visit_date: null, contact_phone: '090-1234-5678', notes: '' } },
    ]) {
      const refused = await suzuki.updateAddition(body);
      expect(refused.status, `mode ${body.mode}`).toBe(400);
      expect(refused.body.status?.message).toBe('この入力項目は変更できません。');
    }

    expect((await suzuki.confirmAddition()).status).toBe(400);
    const applicant = await suzuki.updateAddition({ mode: 1, values: validApplicant });
    expect(applicant.body.field_errors).toEqual([]);
    expect(applicant.body.session.attributes.applicant.status).toBe(inputStatus.complete);
    const first = await suzuki.updateAddition({ mode: 5, business_id: 'soyokaze-hikari', values: internet });
    expect(first.body.field_errors).toEqual([]);
    expect(first.body.session.attributes.businesses.status).toBe(inputStatus.notEdited);
    // Not complete while one business is still to fill in.
    expect((await suzuki.confirmAddition()).status).toBe(400);
    const broken = await suzuki.updateAddition({ mode: 5, business_id: 'aozora-shimbun', values: { ...newspaper, start_date: null } });
    expect(broken.body.session.attributes.businesses.status).toBe(inputStatus.error);
    const second = await suzuki.updateAddition({ mode: 5, business_id: 'aozora-shimbun', values: newspaper });
    expect(second.body.session.attributes.businesses.status).toBe(inputStatus.complete);

    // マイページ's summary: the applicant checked (step 1) and every added business complete (step 2).
    const summaries = await suzuki.browser.getApi<{ drafts: { phase: number; step1_complete: boolean; step2_complete: boolean }[] }>('user_session_summaries');
    expect(summaries.body.drafts).toEqual([expect.objectContaining({ phase: 2, step1_complete: true, step2_complete: true })]);

    const confirmed = await suzuki.confirmAddition();
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.uuid).toBe(draft.uuid);
    expect(confirmed.body.document_digest).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Starting again replaces the unfinished addition.
    const again = await suzuki.initialize();
    expect(again.body.uuid).not.toBe(draft.uuid);
    expect(again.body.attributes.businesses.applications).toEqual([]);
    expect(original.receptionNumber).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it('keeps each addition draft its owner’s', async () => {
    const owner = await resident(2);
    await storeNormalApplication(server(), keys, owner.userId);
    expect((await owner.initialize()).status).toBe(200);
    await owner.addBusiness('soyokaze-hikari');

    const other = await resident(3);
    expect((await other.readAddition()).status).toBe(404);
    expect((await other.addBusiness('aozora-shimbun')).status).toBe(404);
    expect((await other.updateAddition({ mode: 5, business_id: 'soyokaze-hikari', values: internet })).status).toBe(404);
    expect((await other.confirmAddition()).status).toBe(404);
    expect((await owner.readAddition()).body.attributes.businesses.applications.map((entry) => entry.business_id)).toEqual(['soyokaze-hikari']);
  });
});
