import { describe, expect, it } from 'vitest';
import { applicabilityLabel } from './applicability';
import { fieldTypes, type FieldType } from './field-types/field-definitions';
import { inputStatusDisplay } from './input-status';

describe('field types', () => {
  it('lists each type once', () => {
    expect(new Set(fieldTypes).size).toBe(fieldTypes.length);
  });

  it('lets a renderer map be keyed by every type (a missing key fails the typecheck)', () => {
    const renderers: Record<FieldType, string> = Object.fromEntries(fieldTypes.map((type) => [type, `render-${type}`])) as Record<FieldType, string>;
    expect(Object.keys(renderers).sort()).toEqual([...fieldTypes].sort());
  });
});

describe('form-block input status (spec §3)', () => {
  it.each([
    [0, null, null, false],
    [1, null, '入力', true],
    [2, '入力済み', '修正', true],
    [3, '入力エラー', '修正', true],
    [9, null, null, true],
  ] as const)('status %i shows label %s and button %s', (status, label, button, visible) => {
    expect(inputStatusDisplay[status]).toEqual({ label, button, visible });
  });
});

describe('applicability (spec §3)', () => {
  it('says nothing while unset and tells the counter when not applicable', () => {
    expect(applicabilityLabel[0]).toBeNull();
    expect(applicabilityLabel[2]).toContain('窓口');
  });
});
