// Every field type's module, in a record typed over every FieldType (as the SPA's renderers
// are): a type added to field-definitions.ts without a module fails the typecheck.
import { addressFieldModule } from './address';
import { checkBoxFieldModule } from './check-box';
import { radioFieldModule, selectFieldModule } from './choice';
import { displayFieldModule } from './display';
import { extendFieldModule } from './extend';
import type { ExtendField, FieldDefinition, FieldOf, FieldType } from './field-definitions';
import type { DisplayFieldModule, FieldTypeModule, GroupFieldModule, ValueField, ValueFieldModule } from './field-type-module';
import { autofillPersonsNameKanjiFieldModule, personsNameFieldModule } from './persons-name';
import { dateFieldModule, textareaFieldModule, textFieldModule } from './text';
import { variableAreaFieldModule } from './variable-area';

export const fieldTypeModules: { readonly [T in FieldType]: FieldTypeModule<FieldOf<T>> } = {
  'persons-name': personsNameFieldModule,
  'autofill-persons-name-kanji': autofillPersonsNameKanjiFieldModule,
  address: addressFieldModule,
  addressee: displayFieldModule,
  'check-box': checkBoxFieldModule,
  radio: radioFieldModule,
  select: selectFieldModule,
  text: textFieldModule,
  textarea: textareaFieldModule,
  date: dateFieldModule,
  description: displayFieldModule,
  'description-box': displayFieldModule,
  'read-text': displayFieldModule,
  'read-date': displayFieldModule,
  'read-persons-name': displayFieldModule,
  'read-address': displayFieldModule,
  link: displayFieldModule,
  'alert-text': displayFieldModule,
  'variable-area': variableAreaFieldModule,
  extend: extendFieldModule,
};

/** A field with its module. The record pairs each type with its module; TypeScript cannot follow
 * that pairing through a union-typed lookup, so the lookup is widened once, here. */
export type FieldWithModule =
  | { holds: 'value'; field: ValueField; module: ValueFieldModule<ValueField> }
  | { holds: 'nothing'; field: FieldDefinition; module: DisplayFieldModule }
  | { holds: 'fields'; field: ExtendField; module: GroupFieldModule };

function withModule(field: FieldDefinition): FieldWithModule {
  const module = fieldTypeModules[field.type] as ValueFieldModule<ValueField> | DisplayFieldModule | GroupFieldModule;
  switch (module.holds) {
    case 'value':
      return { holds: 'value', field: field as ValueField, module };
    case 'nothing':
      return { holds: 'nothing', field, module };
    case 'fields':
      return { holds: 'fields', field: field as ExtendField, module };
  }
}

/** The fields of one level: a group's fields stand where the group stands. */
export function fieldsOfLevel(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.flatMap((field) => {
    const entry = withModule(field);
    return entry.holds === 'fields' ? fieldsOfLevel(entry.module.fieldsOf(entry.field)) : [field];
  });
}

/** The value fields of one level, each with its module. */
export function valueFieldsOfLevel(fields: readonly FieldDefinition[]): { field: ValueField; module: ValueFieldModule<ValueField> }[] {
  return fieldsOfLevel(fields).flatMap((field) => {
    const entry = withModule(field);
    return entry.holds === 'value' ? [{ field: entry.field, module: entry.module }] : [];
  });
}
