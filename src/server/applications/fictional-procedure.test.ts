// The proof of issue 25's procedure registry: a fictional procedure, 児童手当の届出, added in ONE
// registry entry with its form definition and nothing else, goes the whole way over the real HTTP
// API: the procedures section accepts it, possibility finds it possible at the new address, step 2
// asks its form, the resident confirms, signs and submits it, the delivery job brings it to the
// new municipality's development inbox, whose clerk page names it, and it can be cancelled.
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { phoneField } from '#shared/forms/definitions/common-fields';
import type { MunicipalityApplicationValues } from '#shared/forms/definitions/municipality-forms';
import type { FormDefinition } from '#shared/forms/form-definition';
import { validApplicant, validMoving, validMunicipality } from '#shared/forms/testing/valid-values';
import { procedureRegistry, shippedProcedureEntries, type MunicipalityProcedureEntry } from '#shared/procedures';
import { createDocumentCipher } from '../crypto/document-cipher';
import { contractSchema } from '../deliveries/testing/contract-schema';
import { outboxRecipientsOf } from '../deliveries/testing/delivered-application';
import { useDeliveringServer } from '../deliveries/testing/delivery-services';
import { databaseInboxStore } from '../dev-inbox/inbox-store';
import { runDeliveries } from '../jobs/delivery-job';
import { revokingResident, signedRevocation } from '../submission/testing/revocation-client';
import { enterSigningPin, knownKeys, openSigningPage } from '../submission/testing/submission-client';

type UpdateAnswer = components['schemas']['UserSessionFormUpdateResponse'];

/** The fictional procedure's form: whom it goes to, a contact and notes, no 来庁予定日. */
const childAllowanceForm: FormDefinition<MunicipalityApplicationValues> = {
  id: 'child_allowance',
  mode: 4,
  title: '児童手当の届出',
  notAsked: ['visit_date'],
  fields: [
    { type: 'addressee', id: 'child-allowance-addressee', label: '提出先', recipient: 'new-municipality' },
    phoneField('contact_phone', '日中に連絡がとれる電話番号'),
    { type: 'textarea', name: 'notes', label: '連絡事項', required: false, rows: 4, rules: [], inputHelpers: [], range: { max: 200 } },
  ],
};

/** The one registry entry. */
const childAllowance: MunicipalityProcedureEntry = {
  code: 'child_allowance',
  label: childAllowanceForm.title,
  choiceLabel: '児童手当の届出',
  order: 5,
  movingTypes: ['other_municipality'],
  route: 'step',
  recipient: 'new-municipality',
  form: childAllowanceForm,
  acceptedBy: 'every-participant',
  timing: null,
  cancellationFollows: null,
};

const keys = knownKeys();
const procedures = procedureRegistry([...shippedProcedureEntries, childAllowance]);

/** 鈴木 大輔 moves from 大阪市北区 to 千代田区 (a participating municipality whose inbox is the development one). */
const moving = {
  ...validMoving,
  moving_type: 'other_municipality' as const,
  move_date: '2026/12/01',
  from: { zipcode: '5300001', jis_code: '271276', pref: '大阪府', city: '大阪市北区', town: '梅田', line: '1-2-3' },
  to: { zipcode: '1010051', jis_code: '131016', pref: '東京都', city: '千代田区', town: '神田神保町', line: '2-3-4' },
};

describe('a procedure added in one registry entry', () => {
  const { server, services } = useDeliveringServer({ env: keys.env, procedures });

  it('is offered, filled, confirmed, signed, delivered to the new municipality and cancellable', async () => {
    const resident = await revokingResident(server(), keys, 1);
    const update = async (body: object) => {
      const reply = await resident.browser.postApi<UpdateAnswer>('user_session_form_update', { phase: 1, ...body }, resident.csrf);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.field_errors).toEqual([]);
      return reply.body.session;
    };
    expect((await resident.browser.postApi('user_session_form_create', {}, resident.csrf)).status).toBe(200);
    await update({ mode: 1, values: { ...validApplicant, name: { last: '鈴木', first: '大輔' }, name_kana: { last: 'スズキ', first: 'ダイスケ' } } });
    await update({ mode: 2, values: moving });

    // Offered: the procedures section takes it, and possibility finds it possible at the new address.
    const stepOne = await update({ mode: 3, values: { procedures: ['move_out', 'child_allowance'], business_ids: [] } });
    expect(stepOne.attributes.possibility.possible_statuses).toContainEqual({ code: 'child_allowance', status: 1, jis_code: '131016', reason: null });
    const applications = stepOne.attributes.municipality.applications;
    const child = applications.find((application) => application.procedure === 'child_allowance');
    expect(child).toMatchObject({ municipality_name: '千代田区', sort: 5 });

    // Filled with its own form.
    const moveOut = applications.find((application) => application.procedure === 'move_out');
    await update({ mode: 4, application_id: moveOut?.id, values: validMunicipality.move_out });
    await update({ mode: 4, application_id: child?.id, values: { visit_date: null, contact_phone: '03-1234-5678', notes: '' } });

    // Confirmed and signed: the signing page names it.
    const confirmed = await resident.inputConfirm();
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const started = await resident.applicationStart(confirmed.body.document_digest);
    const { browser, page } = await openSigningPage(started.body.signing_url);
    expect(page.body).toContain('千代田区（児童手当の届出）');
    await enterSigningPin(browser, page, 'ABCD1234');
    expect((await resident.inquiry(started.body.signature_request_id)).body.state).toBe('signed');
    const submitted = await resident.submit(started.body.signature_request_id);
    expect(submitted.status).toBe(200);

    // Delivered to the right recipient, as the contract's message, and named on the clerk's page.
    const listed = await resident.applications();
    expect(listed.body.applications[0]?.recipients.map((r) => [r.kind, r.procedure, r.name])).toEqual([
      ['municipality', 'move_out', '大阪市北区'],
      ['municipality', 'child_allowance', '千代田区'],
    ]);
    await runDeliveries({ db: server().database.db, now: server().clock.now(), data: null, services: services() });
    const [, delivered] = await outboxRecipientsOf(server(), submitted.body.application_id);
    expect(delivered?.recipient).toBe('municipality.131016');
    const store = databaseInboxStore(server().database.db, { cipher: createDocumentCipher(keys.documentKey), clock: server().clock });
    const arrived = await store.find(delivered?.recipient ?? '', delivered?.messageId ?? '');
    const validate = await contractSchema('ApplicationToMunicipality');
    expect(validate(arrived?.payload), JSON.stringify(validate.errors)).toBe(true);
    expect((arrived?.payload as { data: { procedure: string } }).data.procedure).toBe('child_allowance');
    const clerkPage = await fetch(`${server().baseUrl}/dev-inbox/recipients/municipality.131016`);
    expect(await clerkPage.text()).toContain('児童手当の届出');

    // Cancellable on its own (it follows no other procedure's cancellation).
    await resident.initializeRevocation(submitted.body.reception_number);
    const items = (await resident.cancellable()).body.items;
    const item = items.find((candidate) => candidate.code === 'child_allowance');
    expect(item).toMatchObject({ cancellable: true, depends_on: null, recipient_name: '千代田区', reason_required: true });
    const revocationConfirmed = await resident.cancelConfirm([item?.id ?? ''], '引越しの予定がなくなったため');
    expect(revocationConfirmed.status, JSON.stringify(revocationConfirmed.body)).toBe(200);
    const revocation = await resident.cancel(await signedRevocation(resident, revocationConfirmed.body.document_digest));
    expect(revocation.status).toBe(200);
  });
});
