// Issue 24 over real HTTP on the real app: what the resident ticks and types on /revocation/step
// is kept in the revocation draft as it is entered (cancel_application_choice_save) and comes back
// after a reload, which starts the draft again for the same application (point 5); and the
// development signing page says what it signs, from the server's confirmed document: a
// cancellation and its procedures, or an application and its procedures (point 3a).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { unknownItemMessage } from '../../flows/revocation/revocation-draft';
import { receivedApplication, useRevocationServer, type RevokingResident } from '../../submission/testing/revocation-client';
import { knownKeys, openSigningPage } from '../../submission/testing/submission-client';

type Reply<T> = { status: number; body: T & Partial<components['schemas']['ErrorBody']> };

const keys = knownKeys();
const REASON = '引越しの予定がなくなったため';

const saveChoice = (resident: RevokingResident, itemIds: string[], reason: string): Promise<Reply<components['schemas']['SessionSaveResponse']>> =>
  resident.browser.postApi('cancel_application_choice_save', { item_ids: itemIds, reason }, resident.csrf);

describe('the revocation keeps what is ticked and typed (issue 24, point 5)', () => {
  const { server, resident, query } = useRevocationServer(keys);

  it('saves the choice as it is entered, shows it again after a new draft of the same application, and the confirm takes over', async () => {
    const suzuki = await resident(1);
    const original = await receivedApplication(server(), keys, suzuki.userId);
    const { ids } = original;
    expect((await saveChoice(suzuki, [ids.gas], REASON)).status).toBe(404);
    await suzuki.initializeRevocation(original.receptionNumber);

    // Kept as typed, even a reason the confirm would refuse as too long; nothing is confirmed by it.
    const typed = `${REASON}${'。'.repeat(250)}`;
    const saved = await saveChoice(suzuki, [ids.moveOut, ids.moveIn], typed);
    expect(saved.status).toBe(200);
    const shown = await suzuki.cancellable();
    expect(shown.body.reason).toBe(typed);
    expect(shown.body.items.map((item) => item.selected)).toEqual([true, true, false, false]);
    expect((await suzuki.cancelInput()).body.items.every((item) => !item.selected)).toBe(true);
    const stored = await query('select document from drafts where user_id = $1 and phase = 3', [suzuki.userId]);
    expect(JSON.stringify(stored.rows[0])).not.toContain(REASON);

    // A reload of /revocation/step starts the draft again for the same application: the choice stays.
    await saveChoice(suzuki, [ids.gas], REASON);
    const again = await suzuki.initializeRevocation(original.receptionNumber);
    expect(again.status).toBe(200);
    const reloaded = await suzuki.cancellable();
    expect(reloaded.body.reason).toBe(REASON);
    expect(reloaded.body.items.map((item) => item.selected)).toEqual([false, false, false, true]);

    // A procedure that can no longer be cancelled is dropped; an id that is none of its procedures is refused.
    await query('update application_recipients set status = $2 where id = $1', [ids.gas, 'completed']);
    expect((await saveChoice(suzuki, [ids.gas, ids.electricity], '')).status).toBe(200);
    expect((await suzuki.cancellable()).body.items.map((item) => item.selected)).toEqual([false, false, true, false]);
    const unknown = await saveChoice(suzuki, [randomUUID()], '');
    expect(unknown.status).toBe(400);
    expect(unknown.body.status?.message).toBe(unknownItemMessage);

    // The confirm makes the choice the confirmed one; the page then shows that.
    expect((await suzuki.cancelConfirm([ids.electricity], null)).status).toBe(200);
    const confirmed = await suzuki.cancellable();
    expect(confirmed.body.reason).toBeNull();
    expect(confirmed.body.items.map((item) => item.selected)).toEqual([false, false, true, false]);
  });

  it('does not carry one application’s choice into the revocation of another', async () => {
    const sato = await resident(2);
    const first = await receivedApplication(server(), keys, sato.userId);
    await sato.initializeRevocation(first.receptionNumber);
    await saveChoice(sato, [first.ids.gas], REASON);
    const second = await receivedApplication(server(), keys, sato.userId);
    await sato.initializeRevocation(second.receptionNumber);
    const shown = await sato.cancellable();
    expect(shown.body.reception_number).toBe(second.receptionNumber);
    expect(shown.body.reason).toBeNull();
    expect(shown.body.items.every((item) => !item.selected)).toBe(true);
  });
});

describe('the development signing page says what it signs (issue 24, point 3a)', () => {
  const { server, resident } = useRevocationServer(keys);

  it('names a cancellation, the application it revokes and its procedures', async () => {
    const tanaka = await resident(3);
    const original = await receivedApplication(server(), keys, tanaka.userId);
    await tanaka.initializeRevocation(original.receptionNumber);
    const confirmed = await tanaka.cancelConfirm([original.ids.moveOut, original.ids.gas], '引越しを取りやめたため');
    const started = await tanaka.cancelStart(confirmed.body.document_digest);
    const { page } = await openSigningPage(started.body.signing_url);
    expect(page.response.status).toBe(200);
    expect(page.body).toContain('申請の取消しに電子署名をします。');
    expect(page.body).toContain(`取り消す手続き（受付番号 ${original.receptionNumber} の申請）`);
    expect([...page.body.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1])).toEqual(['千代田区（転出届）', '横浜市中区（転入予定連絡）', 'さくらガス（ライフラインの手続き）']);
    expect(page.body).toContain('取消し内容のハッシュ値（SHA-256）');
    expect(page.body).not.toContain('申請内容');
  });
});
