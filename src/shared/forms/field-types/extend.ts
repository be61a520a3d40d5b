// extend: a definition extending a base one. Its base fields, then its own, stand at the level
// where it stands, so their values stay flat (the lifeline forms' shared fields).
import type { GroupFieldModule } from './field-type-module';

export const extendFieldModule: GroupFieldModule = {
  holds: 'fields',
  fieldsOf: (field) => [...field.base, ...field.children],
};
