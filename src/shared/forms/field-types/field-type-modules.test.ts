import { describe, expect, it } from 'vitest';
import { fieldTypes } from './field-definitions';
import { fieldTypeModules } from './field-type-modules';

describe('the field type modules', () => {
  it('have one module per field type (a missing key also fails the typecheck)', () => {
    expect(Object.keys(fieldTypeModules).sort()).toEqual([...fieldTypes].sort());
  });

  it('hold a value exactly for the types whose definitions have a name', () => {
    const valueTypes = fieldTypes.filter((type) => fieldTypeModules[type].holds === 'value');
    expect(valueTypes.sort()).toEqual(['address', 'autofill-persons-name-kanji', 'check-box', 'date', 'persons-name', 'radio', 'select', 'text', 'textarea', 'variable-area']);
    expect(fieldTypeModules.extend.holds).toBe('fields');
  });
});
