export * from './applicability';
export * from './definitions';
export * from './field-errors';
export * from './field-types';
export * from './form-definition';
export * from './input-status';
export * from './schema-for-form';
export * from './value-path';
