// The counter procedures' checklist (issue 28) over real HTTP on the real app: a filed move lists
// what applies to everyone and what its household tells (a child moving with the resident brings
// 児童手当 and 転校); the household answers are saved encrypted, choose the list, and show in the
// receipt (控え) as poppler reads it. Another resident's application answers as a missing one.
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { unansweredHousehold } from '#shared/counter-procedures';
import { checklistHealthOmittedText } from '#shared/counter-checklist-words';
import { pdfText } from '../../receipts/testing/poppler';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { storeRevocation } from '../../deliveries/testing/signed-revocation';
import { createApplicationRepository } from '../../repositories/application-repository';
import { storeNormalApplication } from '../../submission/testing/addition-client';
import { useRevocationServer } from '../../submission/testing/revocation-client';
import { knownKeys } from '../../submission/testing/submission-client';
import { apiBasePath } from '#shared/config/brand';
import { noChecklistMessage } from './counter-checklist-handlers';

type Checklist = components['schemas']['CounterChecklist'];
const keys = knownKeys();
const codesOf = (checklist: Checklist) => checklist.items.map((item) => item.code);
/** pdftotext breaks lines where the layout wraps. */
const flat = (text: string) => text.replace(/\s+/g, '');

describe('the counter procedures checklist', () => {
  const { server, resident, query } = useRevocationServer(keys);

  it('lists the procedures for everyone and the household’s own, saves the answers encrypted, and the receipt carries them', async () => {
    const owner = await resident(1);
    const move = await storeNormalApplication(server(), keys, owner.userId);
    const path = `applications/${move.id}/counter_checklist`;

    const first = await owner.browser.getApi<Checklist>(path);
    expect(first.status).toBe(200);
    expect(first.body.municipality_name).toBe('横浜市中区');
    expect(first.body.answers).toEqual(unansweredHousehold);
    // The test move takes a primary school child (born 2015/08/09) along.
    expect(codesOf(first.body)).toEqual(['my_number_card', 'seal_registration', 'child_allowance', 'child_medical_subsidy', 'school_transfer']);
    expect(first.body.items[0]?.where).toBe('横浜市中区の住民票の窓口（戸籍住民課・市民課など）');
    expect(first.body.more_with_answers).toBe(true);

    const answers = { ...unansweredHousehold, dog: true, national_health_insurance: false, national_pension_first: false, moped: false, pregnant: true };
    const saved = await owner.browser.postApi<Checklist>(path, answers, owner.csrf);
    expect(saved.status).toBe(200);
    expect(codesOf(saved.body)).toContain('dog_registration');
    expect(codesOf(saved.body)).toContain('prenatal_checkups');
    expect(codesOf(saved.body)).not.toContain('national_health_insurance');
    expect((await owner.browser.getApi<Checklist>(path)).body.answers).toEqual(answers);

    // At rest the answers are ciphertext only.
    const { rows } = await query('select user_id, answers from household_answers where application_id = $1', [move.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBe(owner.userId);
    const stored = Buffer.from(rows[0]?.answers as Uint8Array);
    for (const clear of ['dog', 'true', 'national_health_insurance', JSON.stringify(answers)]) expect(stored.includes(Buffer.from(clear, 'utf8'))).toBe(false);

    const receipt = await fetch(`${server().baseUrl}${apiBasePath}/applications/${move.id}/receipt`, { headers: { cookie: `utsuru_sid=${owner.browser.cookie('utsuru_sid')}` } });
    expect(receipt.status, await receipt.clone().text()).toBe(200);
    const text = flat(await pdfText(Buffer.from(await receipt.arrayBuffer())));
    for (const phrase of ['引越し先（横浜市中区）の窓口での手続き', '□児童手当', '□転校（公立の小学校・中学校）', '□犬の登録', '引越した日から30日以内（狂犬病予防法）', '・在学証明書（今の学校が発行）']) expect(text).toContain(flat(phrase));
    expect(text).not.toContain('□国民健康保険');
    // A procedure chosen by a health answer is the resident's to see, not the receipt's to show.
    expect(text).not.toContain('□妊婦健康診査');
    expect(text).toContain(flat(checklistHealthOmittedText));

    // Saying there are no children takes 児童手当 and 転校 away, whoever moves along.
    const none = await owner.browser.postApi<Checklist>(path, { ...answers, has_children: false, child_stages: ['elementary'] }, owner.csrf);
    expect(codesOf(none.body)).not.toContain('child_allowance');
    expect(codesOf(none.body)).not.toContain('school_transfer');
    expect(none.body.answers.child_stages).toEqual([]);
  });

  it('leaves the checklist off the receipt of a move called off (its 転出届 cancelled)', async () => {
    const owner = await resident(4);
    const move = await storeNormalApplication(server(), keys, owner.userId);
    const applications = createApplicationRepository(server().database.db, { cipher: createDocumentCipher(keys.documentKey) });
    await storeRevocation(applications, { userId: owner.userId, originalId: move.id, pick: (recipient) => recipient.procedure === 'move_out', reason: '引越しを取りやめたため', submittedAt: new Date() });
    const receipt = await fetch(`${server().baseUrl}${apiBasePath}/applications/${move.id}/receipt`, { headers: { cookie: `utsuru_sid=${owner.browser.cookie('utsuru_sid')}` } });
    expect(receipt.status, await receipt.clone().text()).toBe(200);
    const text = flat(await pdfText(Buffer.from(await receipt.arrayBuffer())));
    expect(text).toContain(flat('申請の控え'));
    expect(text).not.toContain(flat('の窓口での手続き'));
  });

  it('answers another resident’s application, and an unknown one, as missing, and leaves its answers alone', async () => {
    const owner = await resident(2);
    const other = await resident(3);
    const move = await storeNormalApplication(server(), keys, owner.userId);
    const path = `applications/${move.id}/counter_checklist`;
    await owner.browser.postApi(path, { ...unansweredHousehold, dog: true }, owner.csrf);

    const read = await other.browser.getApi<components['schemas']['ErrorBody']>(path);
    expect(read.status).toBe(404);
    expect(read.body.status.message).toBe(noChecklistMessage);
    const write = await other.browser.postApi(path, { ...unansweredHousehold, dog: false }, other.csrf);
    expect(write.status).toBe(404);
    expect((await other.browser.getApi(`applications/00000000-0000-4000-8000-000000000000/counter_checklist`)).status).toBe(404);
    expect((await owner.browser.getApi<Checklist>(path)).body.answers.dog).toBe(true);
    const { rows } = await query('select count(*)::int as n from household_answers where user_id = $1', [other.userId]);
    expect(rows[0]?.n).toBe(0);
  });
});
