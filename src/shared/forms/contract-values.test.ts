import { describe, expect, it } from 'vitest';
import { contractValuesOf } from './contract-values';
import { lifelineForms } from './testing/lifeline-forms';
import { movingForm } from './definitions/moving-form';
import { municipalityForms } from './definitions/municipality-forms';
import { proceduresForm } from './definitions/procedures-form';
import { validMoving } from './testing/valid-values';

// Moved from web/forms/form-values.test.ts, where withHiddenCleared did this before saving.
describe('hidden fields on saving', () => {
  it('become null (a list: empty), the shown ones stay, and the input is not changed', () => {
    const abroad = { ...validMoving, moving_type: 'abroad' };
    const cleared = contractValuesOf(movingForm, abroad);
    expect(cleared.to).toBeNull();
    expect(cleared.from).toEqual(validMoving.from);
    expect(abroad.to).toEqual(validMoving.to);
    expect(contractValuesOf(proceduresForm, { procedures: ['move_out'], business_ids: ['x'] }).business_ids).toEqual([]);
    expect(contractValuesOf(proceduresForm, { procedures: ['businesses'], business_ids: ['x'] }).business_ids).toEqual(['x']);
  });
});

describe('values the form does not ask for', () => {
  it('go to the contract as null', () => {
    expect(contractValuesOf(municipalityForms.move_out, { visit_date: '2026/12/03', contact_phone: '090-1234-5678', notes: '' }).visit_date).toBeNull();
    expect(contractValuesOf(lifelineForms.internet, { customer_number: '', stop_date: '2026/11/30', start_date: '2026/12/01', contact_phone: '090-1234-5678' })).toEqual({
      customer_number: null,
      stop_date: '2026/11/30',
      start_date: '2026/12/01',
      attendance_date: null,
      attendance_time_slot: null,
      payment: null,
      contact_phone: '090-1234-5678',
    });
  });
});
