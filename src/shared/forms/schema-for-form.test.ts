// schemaForForm over the real definitions: valid values pass, and each broken field reports
// spec §5's message at its own dot path.
import { describe, expect, it } from 'vitest';
import { validationMessages as m, maximumItemsMessage, minimumLengthMessage } from '../validation/messages';
import type { RuleContext } from '../validation/rule-registry';
import { TABLE_TODAY } from '../validation/testing/rule-cases';
import type { ZipLookup } from '../validation/zip-existence-rule';
import { applicantForm } from './definitions/applicant-form';
import { fieldsOfLevel } from './field-types/field-type-modules';
import { movingForm } from './definitions/moving-form';
import { municipalityForms } from './definitions/municipality-forms';
import { proceduresForm } from './definitions/procedures-form';
import type { FormDefinition } from './form-definition';
import { schemaForForm, validateForm } from './schema-for-form';
import { lifelineFormOf, lifelineForms } from './testing/lifeline-forms';
import { householdMember, validApplicant, validLifeline, validMoving, validMunicipality, validProcedures } from './testing/valid-values';

const knownZips = new Set(['1000001', '2310021']);
const lookupZip: ZipLookup = async (zipcode) => ({ ok: true, townCount: knownZips.has(zipcode) ? 1 : 0 });
const context: RuleContext = { today: TABLE_TODAY, lookupZip };

const errorsOf = <T>(form: FormDefinition<T>, values: unknown) => validateForm(form, values, context);

describe('valid values pass every form', () => {
  const cases: [string, FormDefinition<unknown>, unknown][] = [
    ['applicant', applicantForm, validApplicant],
    ['moving', movingForm, validMoving],
    ['procedures', proceduresForm, validProcedures],
    ...Object.entries(municipalityForms).map(([id, form]) => [id, form, validMunicipality[id as keyof typeof validMunicipality]] as [string, FormDefinition<unknown>, unknown]),
    ...Object.entries(lifelineForms).map(([id, form]) => [id, form, validLifeline[id as keyof typeof validLifeline]] as [string, FormDefinition<unknown>, unknown]),
  ];
  it.each(cases)('%s', async (_id, form, values) => {
    expect(await errorsOf(form, values)).toEqual([]);
  });

  it('parses into the values unchanged', async () => {
    expect(await schemaForForm(applicantForm, context).parseAsync(validApplicant)).toEqual(validApplicant);
  });
});

describe('applicant', () => {
  it.each([
    ['a phone without hyphens', { phone: '09012345678' }, 'phone', m.phoneWithoutHyphen],
    ['a phone of the wrong shape', { phone: '090-12-345678' }, 'phone', m.phonePattern],
    ['an empty phone', { phone: '' }, 'phone', m.required],
    ['a bad mail', { email: 'taro@example' }, 'email', m.mail],
    ['a future birth date', { birth_date: '2026/11/23' }, 'birth_date', m.birthDate],
    ['no gender', { gender: null }, 'gender', m.choiceRequired],
    ['a gender outside the choices', { gender: 'unknown' }, 'gender', m.choice],
    ['hiragana in the kana name', { name_kana: { last: 'やまだ', first: 'タロウ' } }, 'name_kana.last', m.katakana],
    ['a 25-character name', { name: { last: '山'.repeat(13), first: '田'.repeat(12) } }, 'name', m.nameTotalLength],
    ['a 25-character kana name', { name_kana: { last: 'ヤ'.repeat(13), first: 'タ'.repeat(12) } }, 'name_kana', m.nameTotalLength],
    ['an empty first name', { name: { last: '山田', first: '' } }, 'name.first', m.required],
    ['no name at all', { name: null }, 'name', m.required],
  ])('%s', async (_why, change, field, message) => {
    expect(await errorsOf(applicantForm, { ...validApplicant, ...change })).toEqual([{ field, message }]);
  });

  it('accepts no mail address: it is optional', async () => {
    expect(await errorsOf(applicantForm, { ...validApplicant, email: null })).toEqual([]);
    expect(await errorsOf(applicantForm, { ...validApplicant, email: '' })).toEqual([]);
  });

  it('reports every broken field at once, in form order', async () => {
    const errors = await errorsOf(applicantForm, { ...validApplicant, phone: '0312345678', birth_date: '1990/4/1' });
    expect(errors).toEqual([
      { field: 'birth_date', message: m.birthDate },
      { field: 'phone', message: m.phoneWithoutHyphen },
    ]);
  });

  it('answers a value that is not an object as a whole', async () => {
    expect(await errorsOf(applicantForm, 'applicant')).toEqual([{ field: '', message: m.required }]);
  });
});

describe('moving', () => {
  it('flags an unknown zip, and only when the lookup answered', async () => {
    const values = { ...validMoving, from: { ...validMoving.from, zipcode: '0000000' } };
    expect(await errorsOf(movingForm, values)).toEqual([{ field: 'from.zipcode', message: m.zipUnknown }]);
    const failing: ZipLookup = async () => ({ ok: false });
    expect(await validateForm(movingForm, values, { today: TABLE_TODAY, lookupZip: failing })).toEqual([]);
  });

  it('checks the zip format before its existence', async () => {
    const values = { ...validMoving, to: { ...validMoving.to!, zipcode: '231-0021' } };
    expect(await errorsOf(movingForm, values)).toEqual([{ field: 'to.zipcode', message: m.zipcode }]);
  });

  it('needs a city chosen from the candidates (with its code)', async () => {
    const values = { ...validMoving, from: { ...validMoving.from, jis_code: '' } };
    expect(await errorsOf(movingForm, values)).toEqual([{ field: 'from.city', message: m.choiceRequired }]);
  });

  it('asks no destination for a move abroad, and needs one otherwise', async () => {
    expect(await errorsOf(movingForm, { ...validMoving, moving_type: 'abroad', to: null })).toEqual([]);
    expect(await errorsOf(movingForm, { ...validMoving, to: null })).toEqual([{ field: 'to.zipcode', message: m.required }]);
  });

  it('checks each household member at its own path', async () => {
    const members = [householdMember('花子', 'ハナコ', '子'), { ...householdMember('次郎', 'じろう', '子'), birth_date: '2023/02/29' }];
    const errors = await errorsOf(movingForm, { ...validMoving, household: { ...validMoving.household, members } });
    expect(errors).toEqual([
      { field: 'household.members.1.name_kana.first', message: m.katakana },
      { field: 'household.members.1.birth_date', message: m.birthDate },
    ]);
  });

  it('takes up to 9 household members', async () => {
    const nine = Array.from({ length: 9 }, () => householdMember('花子', 'ハナコ', '子'));
    expect(await errorsOf(movingForm, { ...validMoving, household: { ...validMoving.household, members: nine } })).toEqual([]);
    const ten = [...nine, householdMember('十子', 'トオコ', '子')];
    expect(await errorsOf(movingForm, { ...validMoving, household: { ...validMoving.household, members: ten } })).toEqual([
      { field: 'household.members', message: maximumItemsMessage(9) },
    ]);
  });
});

describe('procedures', () => {
  it('needs at least one procedure', async () => {
    expect(await errorsOf(proceduresForm, { procedures: [], business_ids: [] })).toEqual([{ field: 'procedures', message: m.choiceRequired }]);
  });

  it('asks for businesses only when the lifeline procedure is chosen', async () => {
    expect(await errorsOf(proceduresForm, { procedures: ['move_out'], business_ids: [] })).toEqual([]);
    expect(await errorsOf(proceduresForm, { procedures: ['businesses'], business_ids: [] })).toEqual([{ field: 'business_ids', message: m.choiceRequired }]);
  });
});

describe('municipality and lifeline forms', () => {
  it('needs the 来庁予定日 of a 転入予定連絡 but not of a 転出届', async () => {
    expect(await errorsOf(municipalityForms.move_in, { ...validMunicipality.move_in, visit_date: null })).toEqual([{ field: 'visit_date', message: m.required }]);
    expect(await errorsOf(municipalityForms.move_out, validMunicipality.move_out)).toEqual([]);
  });

  it('checks the payment account’s branch and account numbers', async () => {
    const payment = { ...validLifeline.electricity.payment!, branch_number: '12', account_number: '１２３４５６７' };
    expect(await errorsOf(lifelineForms.electricity, { ...validLifeline.electricity, payment })).toEqual([
      { field: 'payment.branch_number', message: m.branchNumber },
      { field: 'payment.account_number', message: m.accountNumber },
    ]);
  });

  it('applies the customer number’s range.min', async () => {
    expect(await errorsOf(lifelineForms.water, { ...validLifeline.water, customer_number: '1234' })).toEqual([
      { field: 'customer_number', message: minimumLengthMessage(8) },
    ]);
  });

  it('needs the attendance (立会い) for gas only', async () => {
    expect(await errorsOf(lifelineForms.gas, { ...validLifeline.gas, attendance_date: null })).toEqual([{ field: 'attendance_date', message: m.required }]);
    expect(await errorsOf(lifelineForms.electricity, { ...validLifeline.electricity, attendance_date: null })).toEqual([]);
  });

  it('asks no payment account for internet', async () => {
    expect(await errorsOf(lifelineForms.internet, { ...validLifeline.internet, payment: null })).toEqual([]);
    expect(await errorsOf(lifelineForms.electricity, { ...validLifeline.electricity, payment: null })).toContainEqual({ field: 'payment.branch_number', message: m.required });
  });
});

describe('the required message of a choice', () => {
  it('asks to choose (選択) for check boxes, radios and lists, and to type (入力, spec §5) for text', async () => {
    expect(m.choiceRequired).toBe('選択してください。');
    expect(await errorsOf(proceduresForm, { procedures: [], business_ids: [] })).toEqual([{ field: 'procedures', message: '選択してください。' }]);
    expect(await errorsOf(applicantForm, { ...validApplicant, gender: null })).toEqual([{ field: 'gender', message: '選択してください。' }]);
    expect(await errorsOf(applicantForm, { ...validApplicant, phone: '' })).toEqual([{ field: 'phone', message: '入力してください。' }]);
  });
});

describe('a lifeline form asks only what fits the direction of the move (issue 11, point 7)', () => {
  const names = (form: FormDefinition<unknown>) => JSON.stringify(form.fields);

  it('serving only the new address: no stop date at the old one, and none required', async () => {
    const form = lifelineFormOf('electricity', 'new_address');
    expect(names(form)).not.toContain('"stop_date"');
    expect(form.notAsked).toContain('stop_date');
    expect(await errorsOf(form, { ...validLifeline.electricity, stop_date: null })).toEqual([]);
    expect(await errorsOf(form, { ...validLifeline.electricity, start_date: '' })).toEqual([{ field: 'start_date', message: m.required }]);
  });

  it('serving only the old address: no start date or opening attendance at the new one', async () => {
    const form = lifelineFormOf('gas', 'old_address');
    for (const name of ['start_date', 'attendance_date', 'attendance_time_slot']) {
      expect(names(form)).not.toContain(`"${name}"`);
      expect(form.notAsked).toContain(name);
    }
    expect(await errorsOf(form, { ...validLifeline.gas, start_date: null, attendance_date: null, attendance_time_slot: null })).toEqual([]);
    expect(await errorsOf(form, { ...validLifeline.gas, stop_date: '' })).toEqual([{ field: 'stop_date', message: m.required }]);
  });

  it('serving both: both dates, and the 申込先 above every input', async () => {
    const form = lifelineFormOf('water', 'both');
    expect(await errorsOf(form, { ...validLifeline.water, stop_date: '' })).toEqual([{ field: 'stop_date', message: m.required }]);
    for (const serves of ['both', 'new_address', 'old_address'] as const) {
      for (const category of ['electricity', 'gas', 'water', 'internet', 'other'] as const) {
        const [first] = fieldsOfLevel(lifelineFormOf(category, serves).fields);
        expect(first).toMatchObject({ type: 'addressee', label: '申込先' });
      }
    }
  });
});
