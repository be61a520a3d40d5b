// What a field is (its definition) and what each field type does (its module).
export * from './field-definitions';
