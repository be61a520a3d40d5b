// The Digital Agency field anatomy of every renderer (brief §7), on static markup.
import { describe, expect, it } from 'vitest';
import { fieldTypes, type FieldDefinition } from '#shared/forms/field-types/field-definitions';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { lifelineForms } from '#shared/forms/testing/lifeline-forms';
import { municipalityForms } from '#shared/forms/definitions/municipality-forms';
import { validMoving } from '#shared/forms/testing/valid-values';
import { choiceIdOf, errorIdOf, fieldIdOf, supportIdOf, addButtonIdOf } from '#shared/forms/field-ids';
import { elementById, elementsByTag, renderFields, textById, textOf } from '../testing/render-markup';
import { renderers } from './field-list';

const phone = applicantForm.fields.find((field) => 'name' in field && field.name === 'phone') as FieldDefinition;
const email = applicantForm.fields.find((field) => 'name' in field && field.name === 'email') as FieldDefinition;

describe('the renderer map', () => {
  it('has a renderer for every field type', () => {
    expect(Object.keys(renderers).sort()).toEqual([...fieldTypes].sort());
    for (const type of fieldTypes) expect(typeof renderers[type]).toBe('function');
  });
});

describe('a text field', () => {
  it('has a label with 「※必須」, support text, and an input described by both texts and marked invalid', () => {
    const html = renderFields([phone], { ui: { errors: { phone: '電話番号を正しく入力してください。' } } });
    const input = elementById(html, fieldIdOf('phone'));
    expect(input?.tag).toBe('input');
    expect(input?.attributes['aria-describedby']).toBe(`${supportIdOf('phone')} ${errorIdOf('phone')}`);
    expect(input?.attributes['aria-invalid']).toBe('true');
    expect(input?.attributes['aria-required']).toBe('true');
    expect(input?.attributes.type).toBe('tel');
    const label = elementsByTag(html, 'label').find((element) => element.attributes.for === fieldIdOf('phone'));
    expect(label).toBeDefined();
    expect(textOf(html)).toContain('電話番号 ※必須');
    expect(textById(html, supportIdOf('phone'))).toBe('ハイフン（-）を入れて入力してください。例：090-1234-5678');
    expect(textById(html, errorIdOf('phone'))).toBe('＊電話番号を正しく入力してください。');
  });

  it('without an error is neither invalid nor described by an error, and an optional one has no badge', () => {
    const html = renderFields([email]);
    const input = elementById(html, fieldIdOf('email'));
    expect(input?.attributes['aria-invalid']).toBeUndefined();
    expect(input?.attributes['aria-describedby']).toBe(supportIdOf('email'));
    expect(elementById(html, errorIdOf('email'))).toBeUndefined();
    expect(textOf(html)).not.toContain('※必須');
  });

  it('keeps the order label → support → input → error', () => {
    const html = renderFields([phone], { ui: { errors: { phone: 'x' } } });
    const positions = [`for="${fieldIdOf('phone')}"`, `id="${supportIdOf('phone')}"`, `id="${fieldIdOf('phone')}"`, `id="${errorIdOf('phone')}"`].map((needle) => html.indexOf(needle));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe('a persons-name field', () => {
  const kana = applicantForm.fields.find((field) => 'name' in field && field.name === 'name_kana') as FieldDefinition;

  it('is a fieldset with a legend and one labelled input per part, each described by the group and its own error', () => {
    const html = renderFields([kana], { ui: { errors: { name_kana: '姓名は合計24文字以内で入力してください。', 'name_kana.first': '全角カタカナで入力してください。' } } });
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*><span>氏名（フリガナ）<\/span><span[^>]*>※必須<\/span><\/legend>/);
    const last = elementById(html, fieldIdOf('name_kana.last'));
    const first = elementById(html, fieldIdOf('name_kana.first'));
    expect(last?.attributes['aria-describedby']).toBe(`${supportIdOf('name_kana')} ${errorIdOf('name_kana')}`);
    expect(first?.attributes['aria-describedby']).toBe(`${supportIdOf('name_kana')} ${errorIdOf('name_kana')} ${errorIdOf('name_kana.first')}`);
    expect(last?.attributes['aria-invalid']).toBe('true');
    expect(textById(html, errorIdOf('name_kana'))).toBe('＊姓名は合計24文字以内で入力してください。');
    expect(textById(html, errorIdOf('name_kana.first'))).toBe('＊全角カタカナで入力してください。');
    expect(textOf(html)).toContain('セイ');
    expect(textOf(html)).toContain('メイ');
  });

  it('the autofill kanji name is read-only when the form starts with the verified name, and editable without one', () => {
    const autofill = applicantForm.fields.find((field) => field.type === 'autofill-persons-name-kanji') as FieldDefinition;
    const verified = renderFields([autofill], { values: { name: { last: '青木', first: '陽斗' } } });
    expect(elementById(verified, fieldIdOf('name.last'))?.attributes).toHaveProperty('readonly');
    expect(elementById(verified, fieldIdOf('name.last'))?.attributes.autocomplete).toBe('family-name');
    const blank = renderFields([autofill]);
    expect(elementById(blank, fieldIdOf('name.last'))?.attributes).not.toHaveProperty('readonly');
  });
});

describe('a radio field', () => {
  const gender = applicantForm.fields.find((field) => field.type === 'radio') as FieldDefinition;

  it('groups its native radios under a legend; each is labelled and described by the group error', () => {
    const html = renderFields([gender], { ui: { errors: { gender: '選択してください。' } } });
    const radios = elementsByTag(html, 'input').filter((element) => element.attributes.type === 'radio');
    expect(radios.map((radio) => radio.attributes.value)).toEqual(['male', 'female', 'other']);
    expect(radios.map((radio) => radio.attributes.id)).toEqual([0, 1, 2].map((index) => choiceIdOf('gender', index)));
    for (const radio of radios) {
      expect(radio.attributes['aria-describedby']).toBe(errorIdOf('gender'));
      expect(radio.attributes['aria-invalid']).toBe('true');
    }
    expect(html).toContain('<legend');
    expect(textOf(html)).toContain('男性');
  });
});

describe('an address field', () => {
  const from = movingForm.fields.find((field) => 'name' in field && field.name === 'from') as FieldDefinition;

  it('has the zip, prefecture, municipality, town and line, each labelled, with errors on their own part', () => {
    const html = renderFields([from], { values: { from: validMoving.from }, ui: { errors: { 'from.city': '選択してください。' } } });
    expect(elementById(html, fieldIdOf('from.zipcode'))?.attributes.inputmode).toBe('numeric');
    for (const part of ['pref', 'city', 'town']) expect(elementById(html, fieldIdOf(`from.${part}`))?.tag).toBe('select');
    expect(elementById(html, fieldIdOf('from.line'))?.tag).toBe('input');
    const city = elementById(html, fieldIdOf('from.city'));
    expect(city?.attributes['aria-invalid']).toBe('true');
    expect(city?.attributes['aria-describedby']).toBe(`${supportIdOf('from')} ${errorIdOf('from.city')}`);
    expect(textById(html, errorIdOf('from.city'))).toBe('＊選択してください。');
    for (const label of ['郵便番号', '都道府県', '市区町村', '町域', '番地・建物名・部屋番号']) expect(html).toContain(`>${label}</label>`);
    // A saved address shows before the catalogue's lists arrive.
    expect(html).toContain('<option value="東京都" selected="">東京都</option>');
    // Input purpose (WCAG 1.3.5), each address in its own autofill section.
    const autofill = ['zipcode', 'pref', 'city', 'town', 'line'].map((part) => elementById(html, fieldIdOf(`from.${part}`))?.attributes.autocomplete);
    expect(autofill).toEqual(['section-from postal-code', 'section-from address-level1', 'section-from address-level2', 'section-from address-level3', 'section-from address-line1']);
    expect(html).toContain('<option value="131016" selected="">千代田区</option>');
  });
});

describe('a variable-area field', () => {
  const members = { ...(movingForm.fields.find((field) => field.type === 'variable-area') as Extract<FieldDefinition, { type: 'variable-area' }>) };
  const member = validMoving.household.members[0];

  it('repeats a fieldset per item with a numbered legend, its fields under the item’s path, and an add button', () => {
    const html = renderFields([{ ...members, name: 'members' }], { values: { members: [member, member] }, ui: { errors: { 'members.1.birth_date': '生年月日を正しく入力してください。' } } });
    expect(html).toMatch(/<legend[^>]*>世帯員 1<\/legend>/);
    expect(html).toMatch(/<legend[^>]*>世帯員 2<\/legend>/);
    expect(elementById(html, fieldIdOf('members.1.birth_date'))?.attributes['aria-invalid']).toBe('true');
    expect(textById(html, errorIdOf('members.1.birth_date'))).toBe('＊生年月日を正しく入力してください。');
    expect(elementById(html, addButtonIdOf('members'))?.tag).toBe('button');
    expect(textOf(html)).toContain('この世帯員を削除 （世帯員 2）');
  });

  it("does not offer the resident's own birthday for a household member's (the applicant's does)", () => {
    const html = renderFields([{ ...members, name: 'members' }], { values: { members: [member] } });
    expect(elementById(html, fieldIdOf('members.0.birth_date'))?.attributes.autocomplete).toBeUndefined();
    const birthDate = applicantForm.fields.find((field) => 'name' in field && field.name === 'birth_date') as FieldDefinition;
    expect(elementById(renderFields([birthDate]), fieldIdOf('birth_date'))?.attributes.autocomplete).toBe('bday');
  });

  it('offers no more groups at its limit of 9', () => {
    const html = renderFields([{ ...members, name: 'members' }], { values: { members: Array.from({ length: 9 }, () => member) } });
    expect(html).toMatch(/<legend[^>]*>世帯員 9<\/legend>/);
    expect(elementById(html, addButtonIdOf('members'))?.tag).toBe('p');
    expect(textOf(html)).toContain('これ以上は追加できません（9件まで）。');
  });
});

describe('conditions', () => {
  it('shows the counter notice and hides the new address only for a move abroad', () => {
    const domestic = renderFields(movingForm.fields, { values: validMoving });
    expect(textOf(domestic)).not.toContain('国外への転出は');
    expect(elementById(domestic, fieldIdOf('to.zipcode'))).toBeDefined();
    const abroad = renderFields(movingForm.fields, { values: { ...validMoving, moving_type: 'abroad', to: null } });
    expect(textOf(abroad)).toContain('国外への転出は、オンラインでは手続きできません。');
    expect(elementById(abroad, fieldIdOf('to.zipcode'))).toBeUndefined();
  });
});

describe('display fields', () => {
  const display: FieldDefinition[] = [
    { type: 'description-box', id: 'box', title: '世帯について', text: '9人まで' },
    { type: 'addressee', id: 'to-office', label: '提出先', recipient: 'new-municipality' },
    { type: 'read-address', id: 'read-to', label: '新住所', source: 'moving.to' },
    { type: 'read-date', id: 'read-date', label: '引越し予定日', source: 'moving.move_date' },
    { type: 'link', id: 'terms', label: '利用規約', href: 'https://example.jp/terms', external: true },
  ];

  it('show headings, read values from the page and announce a new window', () => {
    const html = renderFields(display, { ui: { addressees: { 'new-municipality': '横浜市中区' }, readSources: { moving: validMoving } } });
    expect(html).toMatch(/<h2 id="box-title"[^>]*>世帯について<\/h2>/);
    expect(textOf(html)).toContain('提出先 横浜市中区');
    expect(textOf(html)).toContain('新住所 〒231-0021 神奈川県横浜市中区日本大通1番地 うつるハイツ101');
    expect(textOf(html)).toContain('引越し予定日 2026年12月1日');
    expect(textOf(html)).toContain('利用規約 （別ウィンドウで開きます）');
    expect(elementsByTag(html, 'a')[0]?.attributes.rel).toBe('noopener noreferrer');
  });

  it('a description box introduces the fields after it without being a region that holds none (WCAG 1.3.1)', () => {
    const html = renderFields(display.slice(0, 1));
    expect(elementsByTag(html, 'section')).toEqual([]);
    expect(html).not.toMatch(/aria-labelledby|role="region"/);
  });
});

describe('no input cuts what is typed short (issue 11, point 5)', () => {
  it.each([applicantForm, movingForm, ...Object.values(lifelineForms), ...Object.values(municipalityForms)].map((form) => [form.id, form] as const))(
    'form %s renders no maxlength: a length is a message, not a silent cut',
    (_id, form) => {
      const html = renderFields(form.fields, { values: form.id === 'moving' ? validMoving : undefined });
      expect(html).toContain('<input');
      expect(html.toLowerCase()).not.toContain('maxlength');
    },
  );
});
