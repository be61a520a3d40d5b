// Field errors, the browser's and the server's, land on the field their dot path names.
import { describe, expect, it } from 'vitest';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { validateForm } from '#shared/forms/schema-for-form';
import { validApplicant, validMoving } from '#shared/forms/testing/valid-values';
import { TABLE_TODAY } from '#shared/validation/testing/rule-cases';
import { errorSlotsOf } from './error-slots';
import { placeFieldErrors, slotFor, withoutErrorsUnder } from './field-error-map';
import { addButtonIdOf, choiceIdOf, fieldIdOf } from '#shared/forms/field-ids';

const movingSlots = errorSlotsOf(movingForm.fields, validMoving);

describe('error slots', () => {
  it('list the applicant form’s fields in page order, with the element each link focuses', () => {
    const slots = errorSlotsOf(applicantForm.fields, validApplicant);
    expect(slots.map((slot) => slot.path)).toEqual(['name', 'name.last', 'name.first', 'name_kana', 'name_kana.last', 'name_kana.first', 'birth_date', 'gender', 'phone', 'email']);
    expect(slots.find((slot) => slot.path === 'name_kana.first')).toEqual({ path: 'name_kana.first', label: '氏名（フリガナ） メイ', focusId: fieldIdOf('name_kana.first') });
    expect(slots.find((slot) => slot.path === 'gender')?.focusId).toBe(choiceIdOf('gender', 0));
  });

  it('number the fields of each household member and point the list itself at its add button', () => {
    expect(movingSlots.find((slot) => slot.path === 'household.members.0.birth_date')).toEqual({
      path: 'household.members.0.birth_date',
      label: '世帯員 1 生年月日',
      focusId: fieldIdOf('household.members.0.birth_date'),
    });
    expect(movingSlots.find((slot) => slot.path === 'household.members')?.focusId).toBe(addButtonIdOf('household.members'));
    expect(movingSlots.find((slot) => slot.path === 'from.city')?.label).toBe('現住所（転出元） 市区町村');
  });

  it('leave out fields hidden by their condition (no new address for a move abroad)', () => {
    const abroad = errorSlotsOf(movingForm.fields, { ...validMoving, moving_type: 'abroad' });
    expect(abroad.some((slot) => slot.path.startsWith('to'))).toBe(false);
    expect(movingSlots.some((slot) => slot.path === 'to.zipcode')).toBe(true);
  });
});

describe('placing field errors', () => {
  it('puts a server error on its field by dot path, and the summary follows the page, not the list', () => {
    const placed = placeFieldErrors(
      [
        { field: 'household.members.0.birth_date', message: '生年月日を正しく入力してください。' },
        { field: 'move_date', message: '日付を正しく入力してください。' },
      ],
      movingSlots,
    );
    expect(placed.byPath).toEqual({ 'household.members.0.birth_date': '生年月日を正しく入力してください。', move_date: '日付を正しく入力してください。' });
    expect(placed.summary).toEqual([
      { message: '日付を正しく入力してください。', target: { path: 'move_date', label: '引越し予定日', focusId: fieldIdOf('move_date') } },
      { message: '生年月日を正しく入力してください。', target: { path: 'household.members.0.birth_date', label: '世帯員 1 生年月日', focusId: fieldIdOf('household.members.0.birth_date') } },
    ]);
  });

  it('puts an error on a part without a slot on the nearest enclosing field', () => {
    expect(slotFor('from.jis_code', movingSlots)?.path).toBe('from');
    expect(slotFor('household.members.0.name.last', movingSlots)?.path).toBe('household.members.0.name.last');
    expect(slotFor('household.members.3.name', movingSlots)?.path).toBe('household.members');
    expect(placeFieldErrors([{ field: 'from.jis_code', message: '市区町村を選んでください。' }], movingSlots).byPath).toEqual({ from: '市区町村を選んでください。' });
  });

  it('lists an error no field shows at the end of the summary, without a link', () => {
    const placed = placeFieldErrors([{ field: 'unknown', message: 'A' }, { field: 'phone', message: 'B' }], errorSlotsOf(applicantForm.fields, validApplicant));
    expect(placed.summary).toEqual([{ message: 'B', target: { path: 'phone', label: '電話番号', focusId: fieldIdOf('phone') } }, { message: 'A' }]);
  });

  it('shows one message per field: the first', () => {
    const placed = placeFieldErrors([{ field: 'phone', message: 'first' }, { field: 'phone', message: 'second' }], errorSlotsOf(applicantForm.fields, validApplicant));
    expect(placed.byPath).toEqual({ phone: 'first' });
    expect(placed.summary).toHaveLength(1);
  });

  it('places the shared rules’ own verdict the same way (an invalid phone)', async () => {
    const values = { ...validApplicant, phone: '12-3456-7890' };
    const errors = await validateForm(applicantForm, values, { today: TABLE_TODAY });
    const placed = placeFieldErrors(errors, errorSlotsOf(applicantForm.fields, values));
    expect(placed.byPath).toEqual({ phone: '電話番号を正しく入力してください。' });
    expect(placed.summary[0]?.target?.label).toBe('電話番号');
  });

  it('forgets the errors of a variable-area whose groups moved, and keeps the others', () => {
    const target = (path: string) => ({ path, label: path, focusId: fieldIdOf(path) });
    const placed = {
      byPath: { 'household.members': 'L', 'household.members.0.birth_date': 'M', 'household.members_note': 'N', move_date: 'D' },
      summary: [
        { message: 'D', target: target('move_date') },
        { message: 'L', target: target('household.members') },
        { message: 'M', target: target('household.members.0.birth_date') },
        { message: 'N', target: target('household.members_note') },
        { message: 'E' },
      ],
    };
    const kept = withoutErrorsUnder(placed, 'household.members');
    expect(kept.byPath).toEqual({ 'household.members_note': 'N', move_date: 'D' });
    expect(kept.summary.map((item) => item.message)).toEqual(['D', 'N', 'E']);
  });
});
